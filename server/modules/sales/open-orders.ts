import { sql } from 'drizzle-orm';
import type { SizeModel } from '../../../contract/limits';
import { amountsOf, basisPointsOf } from '../../../contract/money';
import type { DbOrTransaction } from '../../core/db/index';
import { lockReservationForOrder } from '../reservations/index';
import { queueOrderMail } from './order-mailing';
import { findOrderByReservation, type OrderRow } from './order-records';
import type { SalesContext } from './sales-context';
import { orders } from './schema';
import { openMethods, readSalesSettings } from './settings';

const MINUTE = 60_000;
const DAY = 86_400_000;

type HoldRow = {
  id: number;
  state: string;
  confirmed_at: Date | string | null;
  number: number | null;
  edition_number_id: number | null;
  name: string;
  email: string;
  size: SizeModel;
  collector_id: number | null;
  sculpture_id: number;
  title: string;
  price: number | null;
  edition_size: number | null;
};

/** The hold, locked: an order opens for it only while it is held and confirmed. */
async function lockedHold(tx: DbOrTransaction, reservationId: number): Promise<HoldRow | null> {
  if (!(await lockReservationForOrder(tx, reservationId))) return null;
  const result = await tx.execute<HoldRow>(sql`
    select r.id, r.state, r.confirmed_at, r.number, r.edition_number_id, r.name, r.email, r.size,
      r.collector_id, s.id as sculpture_id, s.title,
      case r.size when '100' then s.price_100 else s.price_450 end as price,
      case r.size when '100' then s.edition_size_100 else s.edition_size_450 end as edition_size
    from reservations r join sculptures s on s.id = r.sculpture_id
    where r.id = ${reservationId}
  `);
  return result.rows[0] ?? null;
}

/**
 * Opens the order of a confirmed hold whose size has a price, at that day's price and tax, when
 * the shop takes a way to pay; answers null otherwise (the owner then sells by hand, as before
 * there were prices). Once per reservation, whoever calls first: the confirm link, or the sweep
 * that finds a hold confirmed while it waited. With bank transfer the only way, the invoice is
 * issued at once. Its email is queued with it.
 */
export async function openOrder(context: SalesContext, reservationId: number): Promise<OrderRow | null> {
  const orderUrlOf = await context.orderLinks();
  const opened = await context.db.transaction(async (tx) => {
    const existing = await findOrderByReservation(tx, reservationId);
    if (existing) return { order: existing, created: false };
    const hold = await lockedHold(tx, reservationId);
    if (hold?.state !== 'held' || hold.confirmed_at === null || hold.number === null) return null;
    if (hold.price === null) return null;
    const settings = await readSalesSettings(tx);
    const methods = openMethods(settings, context.stripe !== null);
    if (!methods.card && !methods.bankTransfer) return null;
    const now = context.now();
    const amounts = amountsOf(
      Number(hold.price),
      basisPointsOf(settings.taxRatePercent),
      settings.pricesIncludeTax,
    );
    const transferOnly = !methods.card;
    const payBy = new Date(
      now.getTime() +
        (transferOnly ? settings.bankTransfer.daysToPay * DAY : settings.card.minutesToPay * MINUTE),
    );
    const [order] = await tx
      .insert(orders)
      .values({
        reservationId,
        sculptureId: Number(hold.sculpture_id),
        editionNumberId: hold.edition_number_id === null ? null : Number(hold.edition_number_id),
        collectorId: hold.collector_id === null ? null : Number(hold.collector_id),
        pieceTitle: hold.title,
        size: hold.size,
        number: Number(hold.number),
        editionSize: hold.edition_size === null ? null : Number(hold.edition_size),
        buyerName: hold.name,
        buyerEmail: hold.email,
        currency: settings.currency,
        ...amounts,
        taxBasisPoints: basisPointsOf(settings.taxRatePercent),
        pricesIncludeTax: settings.pricesIncludeTax,
        method: transferOnly ? 'bank-transfer' : null,
        payBy,
        createdAt: now,
      })
      .onConflictDoNothing({ target: orders.reservationId })
      .returning();
    if (!order) return { order: (await findOrderByReservation(tx, reservationId))!, created: false };
    // With bank transfer the only way, the order page asks where to ship first: the invoice is
    // made out to that address (collector-actions.ts).
    await queueOrderMail(tx, order, 'opened', { orderUrl: orderUrlOf(order.id) });
    return { order, created: true };
  });
  if (opened?.created) {
    context.mailQueued();
    context.log.info({ orderId: opened.order.id, reservationId }, 'order opened');
  }
  return opened?.order ?? null;
}

/**
 * Confirmed holds with a price and no order yet: confirmed while waiting and held since, or
 * confirmed while this instance was down. The sweep opens their orders.
 */
export async function holdsAwaitingOrders(db: DbOrTransaction, limit = 100): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select r.id from reservations r join sculptures s on s.id = r.sculpture_id
    where r.state = 'held' and r.confirmed_at is not null
      and (case r.size when '100' then s.price_100 else s.price_450 end) is not null
      and not exists (select 1 from orders o where o.reservation_id = r.id)
    order by r.id limit ${limit}
  `);
  return result.rows.map((row) => Number(row.id));
}
