import { and, eq, lte, sql } from 'drizzle-orm';
import { lapseHoldForOrder } from '../reservations/index';
import { queueOrderMail } from './order-mailing';
import { findOrder } from './order-records';
import type { SalesContext } from './sales-context';
import { orders } from './schema';

/**
 * Reminds once, when a quarter of the time to pay is left (at most 48 hours before): enough to
 * act on, never the minute after the order opened.
 */
export async function remindUnpaidOrders(context: SalesContext): Promise<number> {
  const now = context.now();
  const due = await context.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.state, 'awaiting-payment'),
        sql`${orders.remindedAt} is null`,
        sql`${orders.payBy} > ${now}`,
        sql`${orders.payBy} - least(interval '48 hours', (${orders.payBy} - ${orders.createdAt}) / 4) <= ${now}`,
      ),
    );
  let reminded = 0;
  const orderUrl = await context.orderLinks();
  for (const { id } of due) {
    const sent = await context.db.transaction(async (tx) => {
      const order = await findOrder(tx, id, true);
      if (order?.state !== 'awaiting-payment' || order.remindedAt) return false;
      await tx.update(orders).set({ remindedAt: now }).where(eq(orders.id, id));
      await queueOrderMail(tx, order, 'reminder', { orderUrl: orderUrl(id) });
      return true;
    });
    if (sent) reminded += 1;
  }
  if (reminded > 0) context.mailQueued();
  return reminded;
}

/**
 * Orders past their time to pay lapse: the number is freed and held for the next collector in
 * line (who is emailed by the reservation machinery), the buyer is told, and an open Checkout
 * Session is ended so it can no longer be paid. A payment that still arrives is handled as late
 * (payments.ts). Safe on every instance at once: each order is re-read under its lock.
 */
export async function lapseUnpaidOrders(context: SalesContext): Promise<number> {
  const now = context.now();
  const due = await context.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.state, 'awaiting-payment'), lte(orders.payBy, now)));
  let lapsed = 0;
  const orderUrl = await context.orderLinks();
  for (const { id } of due) {
    const ended = await context.db.transaction(async (tx) => {
      const order = await findOrder(tx, id, true);
      if (order?.state !== 'awaiting-payment' || order.payBy > now) return null;
      const freed =
        order.reservationId === null ? null : await lapseHoldForOrder(tx, order.reservationId, now);
      await tx.update(orders).set({ state: 'lapsed', endedAt: now }).where(eq(orders.id, id));
      await queueOrderMail(tx, order, 'lapsed', { orderUrl: orderUrl(id) });
      return { order, freed };
    });
    if (!ended) continue;
    lapsed += 1;
    context.log.info({ orderId: id }, 'unpaid order lapsed; its number went to the next in line');
    if (ended.order.stripeSessionId && context.stripe) {
      await context.stripe.expireCheckout(ended.order.stripeSessionId).catch((error: unknown) => {
        context.log.warn(
          { err: error, orderId: id },
          'the lapsed order’s Checkout Session could not be ended',
        );
      });
    }
    if (ended.freed?.status === 'available again') await context.availableAgain(ended.freed.sculptureId);
  }
  if (lapsed > 0) {
    context.mailQueued();
    await context.countsChanged();
  }
  return lapsed;
}
