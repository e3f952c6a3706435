import { eq } from 'drizzle-orm';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { SIZE_MODEL_LABELS } from '../../../contract/limits';
import { formatMoney } from '../../../contract/money';
import type { ActivitySubject, WriteRequest } from '../../core/activity-subject';
import type { Db } from '../../core/db/index';
import { orderReferenceOf } from './order-token';
import { orders } from './schema';

/** An order as the log names it: reference, piece, size, number and amount (never the buyer). */
async function orderName(db: Db, request: WriteRequest): Promise<string | null> {
  const id = Number((request.params as { id?: unknown } | undefined)?.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  return `${orderReferenceOf(order.id)}: ${order.pieceTitle}, ${SIZE_MODEL_LABELS[order.size]}, No. ${order.number}, ${formatMoney(order.gross, order.currency)}`;
}

const write = (method: 'POST' | 'PUT', path: string) => `${method} ${ADMIN_API_PREFIX}${path}`;
const orderAction = (action: string): ActivitySubject => ({
  entity: 'order',
  action,
  name: orderName,
  noFields: true,
});

/** Every money and shipping action of the owner, in their words, for the activity log. */
export const SALES_ACTIVITY: Record<string, ActivitySubject> = {
  [write('POST', ADMIN_CALLS.salesSettings)]: { entity: 'sales-settings', action: 'update' },
  [write('POST', ADMIN_CALLS.orderMarkPaid)]: orderAction('mark paid'),
  [write('POST', ADMIN_CALLS.orderExtend)]: orderAction('give more time'),
  [write('POST', ADMIN_CALLS.orderShipment)]: orderAction('ship'),
  [write('POST', ADMIN_CALLS.orderDelivered)]: orderAction('mark delivered'),
  [write('POST', ADMIN_CALLS.orderRefund)]: orderAction('refund'),
  [write('POST', ADMIN_CALLS.orderCancel)]: orderAction('cancel'),
  [write('POST', ADMIN_CALLS.orderStatement)]: {
    entity: 'order',
    action: 'check bank statement',
    noFields: true,
  },
  [write('POST', ADMIN_CALLS.orderStatementApply)]: {
    entity: 'order',
    action: 'apply bank statement',
    noFields: true,
  },
};
