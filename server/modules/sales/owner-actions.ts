import { and, eq, isNull } from 'drizzle-orm';
import { HttpError } from '../../core/http-error';
import type { EditionStatusChange } from '../editions/index';
import { endHoldForOrder, returnSoldNumber } from '../reservations/index';
import { issueCreditNote } from './documents/issue-documents';
import { queueOrderMail } from './order-mailing';
import { findOrder, type OrderRow } from './order-records';
import { applyPayment, refundOwedCardPayments } from './payments';
import type { SalesContext } from './sales-context';
import { orderPayments, orders } from './schema';

const DAY = 86_400_000;

async function lockedOrder(tx: Parameters<Parameters<SalesContext['db']['transaction']>[0]>[0], id: number) {
  const order = await findOrder(tx, id, true);
  if (!order) throw new HttpError(404, 'Order not found');
  return order;
}

/** The owner saw the money arrive (a transfer, cash at the studio): the order is paid, once. */
export async function markPaid(context: SalesContext, id: number, paidOn: string | undefined) {
  const order = await findOrder(context.db, id);
  if (!order) throw new HttpError(404, 'Order not found');
  if (order.state === 'paid' || order.state === 'refunded')
    throw new HttpError(409, 'This order is already paid.');
  const receivedAt = paidOn ? new Date(`${paidOn}T12:00:00Z`) : context.now();
  const outcome = await applyPayment(context, {
    orderId: id,
    method: order.method ?? 'by-hand',
    amount: order.gross,
    currency: order.currency,
    source: `studio:${id}`,
    receivedAt,
  });
  if (outcome === 'duplicate') throw new HttpError(409, 'This order is already paid.');
  return outcome;
}

/** Keeps the number for the collector some days more; the reminder goes again before the new time. */
export async function extendOrder(context: SalesContext, id: number, days: number) {
  await context.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (order.state !== 'awaiting-payment')
      throw new HttpError(409, 'Only an order awaiting payment can be given more time.');
    const base = Math.max(order.payBy.getTime(), context.now().getTime());
    await tx
      .update(orders)
      .set({ payBy: new Date(base + days * DAY), remindedAt: null })
      .where(eq(orders.id, id));
  });
}

/** The parcel left: carrier and tracking recorded, the collector emailed once with the link. */
export async function shipOrder(
  context: SalesContext,
  id: number,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string },
) {
  const orderUrl = await context.orderLinks();
  const emailed = await context.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (order.state !== 'paid') throw new HttpError(409, 'Only a paid order can be shipped.');
    if (order.shipmentState === 'delivered') throw new HttpError(409, 'This order was already delivered.');
    const first = order.shipmentState !== 'shipped';
    await tx
      .update(orders)
      .set({
        shipmentState: 'shipped',
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        trackingUrl: shipment.trackingUrl || null,
        shippedAt: first ? context.now() : order.shippedAt,
      })
      .where(eq(orders.id, id));
    // A corrected tracking number is saved and shown on the order page; the email went once.
    if (first) {
      const updated = (await findOrder(tx, id))!;
      await queueOrderMail(tx, updated, 'shipped', { orderUrl: orderUrl(id) });
    }
    return first;
  });
  if (emailed) context.mailQueued();
}

export async function markDelivered(context: SalesContext, id: number) {
  await context.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (order.state !== 'paid' || order.shipmentState !== 'shipped')
      throw new HttpError(409, 'Only a shipped order can be marked delivered.');
    await tx
      .update(orders)
      .set({ shipmentState: 'delivered', deliveredAt: context.now() })
      .where(eq(orders.id, id));
  });
}

interface Ending {
  numberReturnsTo: 'sale' | 'withheld';
  reason: string;
}

/** After an order ended: the public counts, the waitlist, Stripe and the mail sender are told. */
async function afterEnding(context: SalesContext, order: OrderRow, status: EditionStatusChange | null) {
  context.mailQueued();
  await context.countsChanged();
  if (status === 'available again' && order.sculptureId !== null)
    await context.availableAgain(order.sculptureId);
}

/**
 * Cancels an order awaiting payment: its number goes back to sale (the next in line is held it)
 * or is withheld, a credit note cancels its invoice if one was issued, and the collector is told.
 */
export async function cancelOrder(context: SalesContext, id: number, ending: Ending) {
  const now = context.now();
  const orderUrl = await context.orderLinks();
  const { order, status } = await context.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (order.state !== 'awaiting-payment')
      throw new HttpError(409, 'Only an order awaiting payment can be cancelled; refund a paid one.');
    const ended =
      order.reservationId === null
        ? null
        : await endHoldForOrder(tx, order.reservationId, now, ending.numberReturnsTo);
    await tx
      .update(orders)
      .set({ state: 'cancelled', endedAt: now, endReason: ending.reason || null })
      .where(eq(orders.id, id));
    const updated = (await findOrder(tx, id))!;
    await issueCreditNote(tx, updated, { now, reason: ending.reason });
    await queueOrderMail(tx, updated, 'cancelled', {
      orderUrl: orderUrl(id),
      reason: ending.reason,
    });
    return { order: updated, status: ended?.status ?? null };
  });
  if (order.stripeSessionId && context.stripe) {
    await context.stripe.expireCheckout(order.stripeSessionId).catch((error: unknown) => {
      context.log.warn(
        { err: error, orderId: id },
        'the cancelled order’s Checkout Session could not be ended',
      );
    });
  }
  await afterEnding(context, order, status);
}

/**
 * Refunds a paid order: the sale no longer stands, so the number returns to sale or is withheld,
 * the certificate is revoked, a credit note cancels the invoice and goes to the collector. A card
 * payment goes back through Stripe (under one key per payment: a retry refunds once; the sweep
 * retries one Stripe could not take); a transfer is recorded as sent back by the studio.
 */
export async function refundOrder(context: SalesContext, id: number, ending: Ending) {
  const now = context.now();
  const orderUrl = await context.orderLinks();
  const { order, status } = await context.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (order.state !== 'paid') throw new HttpError(409, 'Only a paid order can be refunded.');
    const returned =
      order.editionNumberId === null
        ? null
        : await returnSoldNumber(tx, order.editionNumberId, ending.numberReturnsTo, now);
    await tx
      .update(orders)
      .set({ state: 'refunded', endedAt: now, endReason: ending.reason || null })
      .where(eq(orders.id, id));
    // The payments applied are owed back now; a transfer's is sent back by the studio as it records this.
    await tx
      .update(orderPayments)
      .set({ applied: false })
      .where(and(eq(orderPayments.orderId, id), eq(orderPayments.applied, true)));
    if (order.method !== 'card') {
      await tx
        .update(orderPayments)
        .set({ refundedAt: now, refundReference: 'sent back by the studio' })
        .where(and(eq(orderPayments.orderId, id), isNull(orderPayments.refundedAt)));
    } else {
      await tx.update(orders).set({ refundDue: true }).where(eq(orders.id, id));
    }
    const updated = (await findOrder(tx, id))!;
    await issueCreditNote(tx, updated, { now, reason: ending.reason });
    await queueOrderMail(tx, updated, 'refunded', {
      orderUrl: orderUrl(id),
      reason: ending.reason,
    });
    return { order: updated, status: returned?.status ?? null };
  });
  if (order.certificateCode) {
    await context.certificates
      .revoke(order.certificateCode, { reason: 'refunded', note: ending.reason })
      .catch((error: unknown) => context.log.warn({ err: error, orderId: id }, 'certificate not revoked'));
  }
  if (order.method === 'card') await refundOwedCardPayments(context, order.id);
  await afterEnding(context, order, status);
}
