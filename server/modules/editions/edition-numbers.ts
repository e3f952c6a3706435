import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { EditionNumber, EditionState, PublicEdition } from '../../../contract/editions';
import type { SizeModel } from '../../../contract/limits';
import type { DbOrTransaction } from '../../core/db/index';
import { toIso } from '../../core/db/mapping';
import { editionNumbers, sculptures } from '../../db/schema';

type EditionNumberRow = typeof editionNumbers.$inferSelect;

export function toEditionNumberDto(row: EditionNumberRow): EditionNumber {
  const { id: _id, sculptureId: _sculptureId, updatedAt, ...rest } = row;
  return { ...rest, updatedAt: toIso(updatedAt) };
}

/** A number's certificates, newest first, that match `state` (any state when omitted). */
const chain = (state?: 'transferred') =>
  sql`from certificates c where c.edition_number_id = ${editionNumbers.id}
    ${state ? sql`and c.state = ${state}` : sql``} order by c.issued_at desc, c.id desc limit 1`;

/** The piece whose register the owner opens, by the names they know it by; null for no such piece. */
export async function findRegisterPiece(
  db: DbOrTransaction,
  sculptureId: number,
): Promise<{ slug: string; title: string } | null> {
  const [piece] = await db
    .select({ slug: sculptures.slug, title: sculptures.title })
    .from(sculptures)
    .where(eq(sculptures.id, sculptureId));
  return piece ?? null;
}

/**
 * The register of one piece: every number of every size, 12 inch first, in number order, each
 * with where its certificate chain has taken it since the sale (a resale's seller and new owner).
 */
export async function listEditionNumbers(db: DbOrTransaction, sculptureId: number): Promise<EditionNumber[]> {
  const rows = await db
    .select({
      row: editionNumbers,
      resold: sql<boolean>`exists (select 1 ${chain('transferred')})`,
      sellerName: sql<string | null>`(select c.owner_name ${chain('transferred')})`,
      resoldOn: sql<string | null>`(select c.ended_on::text ${chain('transferred')})`,
      ownerName: sql<string | null>`(select c.owner_name ${chain()})`,
    })
    .from(editionNumbers)
    .where(eq(editionNumbers.sculptureId, sculptureId))
    .orderBy(asc(editionNumbers.size), asc(editionNumbers.number));
  return rows.map(({ row, resold, sellerName, resoldOn, ownerName }) => ({
    ...toEditionNumberDto(row),
    resale: resold ? { ownerName, sellerName, on: resoldOn } : null,
  }));
}

export interface EditionCount extends Pick<PublicEdition, 'size' | 'total' | 'remaining' | 'held'> {
  sculptureId: number;
}

/** Total, still-available and held numbers of each size of the given pieces (all pieces when omitted). */
export async function countEditions(db: DbOrTransaction, sculptureIds?: number[]): Promise<EditionCount[]> {
  if (sculptureIds && sculptureIds.length === 0) return [];
  const rows = await db
    .select({
      sculptureId: editionNumbers.sculptureId,
      size: editionNumbers.size,
      total: sql<number>`count(*)::int`,
      remaining: sql<number>`(count(*) filter (where ${editionNumbers.state} = 'available'))::int`,
      held: sql<number>`(count(*) filter (where ${editionNumbers.state} = 'held'))::int`,
    })
    .from(editionNumbers)
    .where(sculptureIds ? inArray(editionNumbers.sculptureId, sculptureIds) : undefined)
    .groupBy(editionNumbers.sculptureId, editionNumbers.size)
    .orderBy(asc(editionNumbers.sculptureId), asc(editionNumbers.size));
  return rows;
}

/** The numbers above `size` that are not available: what stops an edition shrinking to it. */
export async function numbersTakenAbove(
  db: DbOrTransaction,
  sculptureId: number,
  model: SizeModel,
  size: number,
): Promise<{ number: number; state: EditionState }[]> {
  return db
    .select({ number: editionNumbers.number, state: editionNumbers.state })
    .from(editionNumbers)
    .where(
      and(
        eq(editionNumbers.sculptureId, sculptureId),
        eq(editionNumbers.size, model),
        gt(editionNumbers.number, size),
        ne(editionNumbers.state, 'available'),
      ),
    )
    .orderBy(asc(editionNumbers.number));
}

/**
 * Makes the register of one size hold exactly the numbers 1..size (none when size is null), in
 * the caller's transaction, which must hold the sculpture row's lock (lockSculptureForEditions)
 * so two writers of one piece's sizes take turns. Numbers above the new size go only while
 * available: answers the ones that are not (nothing is removed then), for the caller to refuse.
 */
export async function resizeEdition(
  tx: DbOrTransaction,
  sculptureId: number,
  model: SizeModel,
  size: number | null,
): Promise<{ number: number; state: EditionState }[]> {
  const keep = size ?? 0;
  const blocking = await numbersTakenAbove(tx, sculptureId, model, keep);
  if (blocking.length > 0) return blocking;
  await tx
    .delete(editionNumbers)
    .where(
      and(
        eq(editionNumbers.sculptureId, sculptureId),
        eq(editionNumbers.size, model),
        gt(editionNumbers.number, keep),
        eq(editionNumbers.state, 'available'),
      ),
    );
  if (keep > 0) {
    await tx.execute(sql`
      insert into ${editionNumbers} (sculpture_id, size, number)
      select ${sculptureId}, ${model}, n from generate_series(1, ${keep}::int) as n
      on conflict (sculpture_id, size, number) do nothing`);
  }
  return [];
}

/** Writes N of each size on the piece, in the transaction that writes their numbers. */
export async function setEditionSizeColumns(
  tx: DbOrTransaction,
  sculptureId: number,
  sizes: Record<SizeModel, number | null>,
): Promise<void> {
  await tx
    .update(sculptures)
    .set({ editionSize100: sizes['100'], editionSize450: sizes['450'] })
    .where(eq(sculptures.id, sculptureId));
}

/**
 * Takes the sculpture row's lock for the rest of the transaction: every change to a piece's
 * edition sizes, and every change that decides its Sold Out status from the register, holds it,
 * so they never interleave. Answers false when the piece does not exist.
 */
export async function lockSculptureForEditions(tx: DbOrTransaction, sculptureId: number): Promise<boolean> {
  const rows = await tx.execute(
    // NO KEY UPDATE: writers of the piece's register still take turns, while a row that merely
    // points at the piece (a reservation, an order: their foreign key takes a KEY SHARE lock) is
    // not kept waiting. FOR UPDATE would block those, and a request holding its line while it
    // inserts one would deadlock with a writer holding this lock and waiting for that line.
    sql`select 1 from ${sculptures} where ${sculptures.id} = ${sculptureId} for no key update`,
  );
  return rows.rows.length > 0;
}

export interface EditionNumberValues {
  state: EditionState;
  collectorName: string | null;
  collectorEmail: string | null;
  soldOn: string | null;
  price: string | null;
  note: string | null;
}

/** Sets one number; answers it as it was and as it is now, or null when the piece has no such number. */
export async function setEditionNumber(
  tx: DbOrTransaction,
  sculptureId: number,
  model: SizeModel,
  number: number,
  values: EditionNumberValues,
): Promise<{ before: EditionNumber; after: EditionNumber } | null> {
  const where = and(
    eq(editionNumbers.sculptureId, sculptureId),
    eq(editionNumbers.size, model),
    eq(editionNumbers.number, number),
  );
  const [before] = await tx.select().from(editionNumbers).where(where).for('update');
  if (!before) return null;
  const [after] = await tx.update(editionNumbers).set(values).where(where).returning();
  return { before: toEditionNumberDto(before), after: toEditionNumberDto(after!) };
}

/**
 * Holds the lowest available number of one size, for a reservation: one conditional statement,
 * so under any concurrency each number is taken once and never beyond the edition (a row that
 * another transaction is taking is skipped, not waited for). Answers the number row's id and
 * number, or null when none is left. The caller points its reservation at the id in the same
 * transaction (see schema.ts).
 */
export async function holdNextAvailableNumber(
  tx: DbOrTransaction,
  sculptureId: number,
  model: SizeModel,
): Promise<{ id: number; number: number } | null> {
  const rows = await tx.execute<{ id: number; number: number }>(sql`
    update ${editionNumbers} set state = 'held', updated_at = now()
    where id = (
      select id from ${editionNumbers}
      where sculpture_id = ${sculptureId} and size = ${model} and state = 'available'
      order by number limit 1
      for update skip locked
    ) and state = 'available'
    returning id, number`);
  return rows.rows[0] ?? null;
}

/** Frees a held number (a reservation released or lapsed); answers false when it was not held. */
export async function releaseHeldNumber(tx: DbOrTransaction, editionNumberId: number): Promise<boolean> {
  const rows = await tx
    .update(editionNumbers)
    .set({ state: 'available', collectorName: null, collectorEmail: null, soldOn: null, price: null })
    .where(and(eq(editionNumbers.id, editionNumberId), eq(editionNumbers.state, 'held')))
    .returning({ id: editionNumbers.id });
  return rows.length > 0;
}
