import { desc, eq } from 'drizzle-orm';
import type { TimelineEntry } from '../../../contract/collectors';
import { SIZE_MODEL_LABELS } from '../../../contract/limits';
import { formatMoney } from '../../../contract/money';
import { ORDER_STAGE_LABELS, PAYMENT_METHOD_LABELS } from '../../../contract/sales';
import type { Db } from '../../core/db/index';
import { orderReferenceOf } from './order-token';
import { stageOf } from './order-views';
import { orders } from './schema';

/** A collector's orders on their record: what, how much, where it stands (by the collector_id it carries). */
export async function orderTimeline(db: Db, collectorId: number): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.collectorId, collectorId))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  return rows.map((order) => ({
    kind: 'order',
    at: order.createdAt.toISOString(),
    title: `Order ${orderReferenceOf(order.id)}: ${order.pieceTitle}, ${SIZE_MODEL_LABELS[order.size]}, No. ${order.number}`,
    body: `${formatMoney(order.gross, order.currency)}${order.method ? `, ${PAYMENT_METHOD_LABELS[order.method]}` : ''}`,
    status: ORDER_STAGE_LABELS[stageOf(order)],
    inquiryId: null,
    allDay: false,
  }));
}
