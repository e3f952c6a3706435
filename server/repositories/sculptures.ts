import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ReorderInput, Sculpture, SculptureValues } from '../../contract/sculpture';
import type { Db } from '../db/index';
import { sculptures } from '../db/schema';
import { fromBooleanText, toBooleanText, toIso } from './mapping';

type SculptureRow = typeof sculptures.$inferSelect;
export type NewSculptureRow = typeof sculptures.$inferInsert;

export function toSculptureDto(row: SculptureRow): Sculpture {
  const { isLocked, isGreyscale, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    isLocked: toBooleanText(isLocked),
    isGreyscale: toBooleanText(isGreyscale),
    createdAt: toIso(createdAt),
    updatedAt: toIso(updatedAt),
  };
}

function toColumns(values: SculptureValues): Omit<NewSculptureRow, 'sortOrder'> {
  const { isGreyscale, isLocked, ...rest } = values;
  return {
    ...rest,
    isGreyscale: fromBooleanText(isGreyscale),
    ...(isLocked ? { isLocked: fromBooleanText(isLocked) } : {}),
  };
}

export async function listSculptures(db: Db): Promise<Sculpture[]> {
  const rows = await db.select().from(sculptures).orderBy(asc(sculptures.sortOrder), asc(sculptures.id));
  return rows.map(toSculptureDto);
}

export async function findSculpture(db: Db, id: number): Promise<Sculpture | null> {
  const [row] = await db.select().from(sculptures).where(eq(sculptures.id, id));
  return row ? toSculptureDto(row) : null;
}

/** A new sculpture goes to the end of the order. */
export async function createSculpture(db: Db, values: SculptureValues): Promise<Sculpture> {
  const [row] = await db
    .insert(sculptures)
    .values({
      ...toColumns(values),
      sortOrder: sql`(select coalesce(max(${sculptures.sortOrder}) + 1, 0) from ${sculptures})`,
    })
    .returning();
  return toSculptureDto(row!);
}

export async function updateSculpture(
  db: Db,
  id: number,
  values: SculptureValues,
): Promise<Sculpture | null> {
  const [row] = await db.update(sculptures).set(toColumns(values)).where(eq(sculptures.id, id)).returning();
  return row ? toSculptureDto(row) : null;
}

export async function patchSculpture(
  db: Db,
  id: number,
  patch: Partial<Omit<NewSculptureRow, 'id'>>,
): Promise<Sculpture | null> {
  const [row] = await db.update(sculptures).set(patch).where(eq(sculptures.id, id)).returning();
  return row ? toSculptureDto(row) : null;
}

export async function deleteSculpture(db: Db, id: number): Promise<Sculpture | null> {
  const [row] = await db.delete(sculptures).where(eq(sculptures.id, id)).returning();
  return row ? toSculptureDto(row) : null;
}

/** Writes the whole new order in one transaction; answers the ids that do not exist (nothing is written then). */
export async function reorderSculptures(db: Db, input: ReorderInput): Promise<number[]> {
  const ids = input.sculptureOrders.map((order) => order.id);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: sculptures.id })
      .from(sculptures)
      .where(inArray(sculptures.id, ids));
    const known = new Set(existing.map((row) => row.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) return missing;
    for (const { id, sortOrder } of input.sculptureOrders) {
      await tx.update(sculptures).set({ sortOrder }).where(eq(sculptures.id, id));
    }
    return [];
  });
}
