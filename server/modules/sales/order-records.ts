import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../core/db/index';
import { orders, salesDocuments } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type DocumentRow = typeof salesDocuments.$inferSelect;

/** One order, optionally locked for the rest of the transaction (every write to an order locks it first). */
export async function findOrder(db: DbOrTransaction, id: number, lock = false): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderByReservation(db: DbOrTransaction, reservationId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.reservationId, reservationId));
  return row ?? null;
}

export async function findOrderBySession(db: DbOrTransaction, sessionId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.stripeSessionId, sessionId));
  return row ?? null;
}

export async function findOrderByPaymentIntent(db: DbOrTransaction, paymentIntent: string) {
  const [row] = await db.select().from(orders).where(eq(orders.stripePaymentIntent, paymentIntent));
  return row ?? null;
}

/** The order's invoice and credit note, if issued. */
export async function documentsOf(db: DbOrTransaction, orderId: number) {
  const rows = await db.select().from(salesDocuments).where(eq(salesDocuments.orderId, orderId));
  return {
    invoice: rows.find((row) => row.kind === 'invoice') ?? null,
    creditNote: rows.find((row) => row.kind === 'credit-note') ?? null,
  };
}

export async function findDocument(db: DbOrTransaction, orderId: number, kind: DocumentRow['kind']) {
  const [row] = await db
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.orderId, orderId), eq(salesDocuments.kind, kind)));
  return row ?? null;
}

/** The piece's slug while it is shown and unlocked (a link to it is then worth giving). */
export async function shownSlugOf(db: DbOrTransaction, sculptureId: number | null): Promise<string | null> {
  if (sculptureId === null) return null;
  const result = await db.execute<{ slug: string }>(sql`
    select slug from sculptures where id = ${sculptureId} and published and not is_locked
  `);
  return result.rows[0]?.slug ?? null;
}
