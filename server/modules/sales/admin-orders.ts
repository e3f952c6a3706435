import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { OrderStage } from '../../../contract/sales';
import { SALES_LIMITS } from '../../../contract/sales';
import type { Db } from '../../core/db/index';
import { signOrderToken } from './order-token';
import { adminOrderOf, orderPagePath } from './order-views';
import { orders, salesDocuments } from './schema';

/** The filter of one stage of the owner's list. */
function stageFilter(stage: OrderStage): SQL {
  switch (stage) {
    case 'paid':
      return and(eq(orders.state, 'paid'), eq(orders.shipmentState, 'to-pack'))!;
    case 'shipped':
      return and(eq(orders.state, 'paid'), eq(orders.shipmentState, 'shipped'))!;
    case 'delivered':
      return and(eq(orders.state, 'paid'), eq(orders.shipmentState, 'delivered'))!;
    default:
      return eq(orders.state, stage);
  }
}

/** Searched by the collector's name or address, the piece, the reference (VT-0042) or invoice number. */
function searchFilter(q: string): SQL {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const reference = /^vt-?0*(\d{1,9})$/i.exec(q);
  return or(
    ilike(orders.buyerName, like),
    ilike(orders.buyerEmail, like),
    ilike(orders.pieceTitle, like),
    reference ? eq(orders.id, Number(reference[1])) : undefined,
    sql`exists (select 1 from sales_documents d where d.order_id = ${orders.id} and d.number ilike ${like})`,
  )!;
}

/** One page of the owner's orders, newest first, filtered and searched in the database. */
export async function listAdminOrders(
  db: Db,
  secret: Buffer,
  query: { state?: OrderStage; q?: string; page: number },
) {
  const where = and(
    query.state ? stageFilter(query.state) : undefined,
    query.q ? searchFilter(query.q) : undefined,
  );
  const [{ total }] = (await db.select({ total: count() }).from(orders).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SALES_LIMITS.pageSize)
    .offset((query.page - 1) * SALES_LIMITS.pageSize);
  const documents = rows.length
    ? await db
        .select({ orderId: salesDocuments.orderId, kind: salesDocuments.kind, number: salesDocuments.number })
        .from(salesDocuments)
        .where(
          inArray(
            salesDocuments.orderId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const numberOf = (orderId: number, kind: 'invoice' | 'credit-note') =>
    documents.find((d) => d.orderId === orderId && d.kind === kind)?.number ?? null;
  return {
    total: Number(total),
    items: rows.map((row) =>
      adminOrderOf(
        row,
        { invoice: numberOf(row.id, 'invoice'), creditNote: numberOf(row.id, 'credit-note') },
        orderPagePath(signOrderToken(secret, row.id)),
      ),
    ),
  };
}
