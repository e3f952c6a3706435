import { asc, eq, inArray, sql } from 'drizzle-orm';
import { isLockedAt, isReleased, pendingReleaseAt } from '../../../contract/lock-state';
import type { ReorderInput, Sculpture, SculptureValues } from '../../../contract/sculpture';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { fromBooleanText, toBooleanText, toIso } from '../../core/db/mapping';
import { sculptures } from '../../db/schema';

type SculptureRow = typeof sculptures.$inferSelect;
export type NewSculptureRow = typeof sculptures.$inferInsert;

/**
 * A row as the wire carries it, its lock as of `now` (see contract/lock-state.ts). A piece whose release
 * time has passed has its status at release from that moment, before the release is written down.
 */
export function toSculptureDto(row: SculptureRow, now = new Date()): Sculpture {
  const { isLocked, releaseAt, isGreyscale, published, createdAt, updatedAt, ...rest } = row;
  const pending = pendingReleaseAt(row, now);
  return {
    ...rest,
    status: isReleased(row, now) ? row.statusAtRelease : row.status,
    isLocked: toBooleanText(isLockedAt(row, now)),
    releaseAt: pending ? toIso(pending) : null,
    isGreyscale: toBooleanText(isGreyscale),
    published: toBooleanText(published),
    createdAt: toIso(createdAt),
    updatedAt: toIso(updatedAt),
  };
}

/**
 * A scheduled release locks the piece until then; clearing the schedule leaves the lock as it
 * is, so a schedule taken off by mistake never publishes the piece early.
 */
function toColumns(values: SculptureValues): Omit<NewSculptureRow, 'sortOrder'> {
  // Edition sizes are written with their numbers (modules/editions/edition-sizes.ts).
  const {
    isGreyscale,
    isLocked,
    releaseAt,
    published,
    editionSize100: _100,
    editionSize450: _450,
    ...rest
  } = values;
  return {
    ...rest,
    isGreyscale: fromBooleanText(isGreyscale),
    published: fromBooleanText(published),
    ...(isLocked ? { isLocked: fromBooleanText(isLocked) } : {}),
    ...(releaseAt === undefined ? {} : { releaseAt }),
    ...(releaseAt ? { isLocked: true } : {}),
  };
}

export async function listSculptures(db: Db, now = new Date()): Promise<Sculpture[]> {
  const rows = await db.select().from(sculptures).orderBy(asc(sculptures.sortOrder), asc(sculptures.id));
  return rows.map((row) => toSculptureDto(row, now));
}

/** The pieces the public may know of, locked ones included: hidden pieces are left out here, once. */
export async function listPublishedSculptures(db: Db, now: Date): Promise<Sculpture[]> {
  const rows = await db
    .select()
    .from(sculptures)
    .where(eq(sculptures.published, true))
    .orderBy(asc(sculptures.sortOrder), asc(sculptures.id));
  return rows.map((row) => toSculptureDto(row, now));
}

/** A new sculpture goes to the end of the order. */
export async function findSculptureRow(db: DbOrTransaction, id: number): Promise<SculptureRow | null> {
  const [row] = await db.select().from(sculptures).where(eq(sculptures.id, id));
  return row ?? null;
}

export async function createSculpture(db: DbOrTransaction, values: SculptureValues): Promise<Sculpture> {
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
  db: DbOrTransaction,
  id: number,
  values: SculptureValues,
): Promise<Sculpture | null> {
  const [row] = await db.update(sculptures).set(toColumns(values)).where(eq(sculptures.id, id)).returning();
  return row ? toSculptureDto(row) : null;
}

/**
 * Locking or unlocking by hand replaces any schedule: the admin's word is the latest. Unlocking a
 * locked piece releases it: it takes its status at release, as a scheduled release would.
 */
export async function setSculptureLock(db: Db, id: number, isLocked: boolean): Promise<Sculpture | null> {
  const [row] = await db
    .update(sculptures)
    .set({
      isLocked,
      releaseAt: null,
      ...(isLocked
        ? {}
        : {
            status: sql`case when ${sculptures.isLocked} then ${sculptures.statusAtRelease} else ${sculptures.status} end`,
          }),
    })
    .where(eq(sculptures.id, id))
    .returning();
  return row ? toSculptureDto(row) : null;
}

/** Hides a piece from every public answer ('false'), or shows it again; answers null when it does not exist. */
export async function setSculpturePublished(
  db: Db,
  id: number,
  published: boolean,
): Promise<Sculpture | null> {
  const [row] = await db.update(sculptures).set({ published }).where(eq(sculptures.id, id)).returning();
  return row ? toSculptureDto(row) : null;
}

/** Deletes the row only: modules/sculptures/delete-sculpture.ts decides whether it may go. */
export async function deleteSculpture(db: DbOrTransaction, id: number): Promise<Sculpture | null> {
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

/**
 * The catalogue's own title of the public piece `typed` names (letter case and surrounding space
 * aside), or null when no public piece has that title: what an email the brand signs may call a
 * piece a visitor wrote about, never their text itself. A hidden or locked piece is no answer.
 */
export async function findPublicTitle(db: DbOrTransaction, typed: string, now: Date): Promise<string | null> {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return null;
  const rows = await db
    .select({
      title: sculptures.title,
      published: sculptures.published,
      isLocked: sculptures.isLocked,
      releaseAt: sculptures.releaseAt,
    })
    .from(sculptures)
    .where(sql`lower(trim(${sculptures.title})) = ${wanted}`);
  return rows.find((row) => row.published && !isLockedAt(row, now))?.title ?? null;
}
