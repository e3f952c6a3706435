import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { mediaUploads } from '../../db/schema';

export type MediaUploadRow = typeof mediaUploads.$inferSelect;

/** False when the id was already used: each upload URL takes one file. */
export async function insertUpload(db: Db, row: typeof mediaUploads.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(mediaUploads).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function findUpload(db: Db, id: string): Promise<MediaUploadRow | null> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id));
  return row ?? null;
}

/** Marks an upload as registered; false when someone registered it first. */
export async function claimUpload(db: Db, id: string): Promise<boolean> {
  const claimed = await db
    .update(mediaUploads)
    .set({ claimedAt: new Date() })
    .where(and(eq(mediaUploads.id, id), isNull(mediaUploads.claimedAt)))
    .returning({ id: mediaUploads.id });
  return claimed.length > 0;
}

/** Uploads never registered since `before`: their files are orphans. Removes the rows, answers the keys. */
export async function removeAbandonedUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(mediaUploads)
    .where(and(isNull(mediaUploads.claimedAt), lt(mediaUploads.createdAt, before)))
    .returning({ storageKey: mediaUploads.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Registered uploads whose URL has long expired: the row no longer guards anything. */
export async function removeSpentUploads(db: Db, before: Date): Promise<void> {
  await db
    .delete(mediaUploads)
    .where(and(isNotNull(mediaUploads.claimedAt), lt(mediaUploads.createdAt, before)));
}
