import { eq, inArray, sql } from 'drizzle-orm';
import type { ImageMeta } from '../../contract/responsive-image';
import type { Db } from '../db/index';
import { mediaAssets } from '../db/schema';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type NewMediaAsset = typeof mediaAssets.$inferInsert;

export async function insertAsset(db: Db, row: NewMediaAsset): Promise<void> {
  await db.insert(mediaAssets).values(row).onConflictDoUpdate({ target: mediaAssets.storageKey, set: row });
}

export async function findAsset(db: Db, storageKey: string): Promise<MediaAssetRow | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.storageKey, storageKey));
  return row ?? null;
}

export async function findAssetByBase(db: Db, baseKey: string): Promise<MediaAssetRow | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.baseKey, baseKey));
  return row ?? null;
}

/**
 * Records one more finished variant, once: two instances may write the same width (a backfill
 * on each), and the width is added only when absent. PostgreSQL evaluates the expression on the
 * row as the other instance's update left it. False when the asset was deleted meanwhile.
 */
export async function markVariantReady(db: Db, storageKey: string, width: number): Promise<boolean> {
  const added = sql`${JSON.stringify([width])}::jsonb`;
  const ready = mediaAssets.readyWidths;
  const updated = await db
    .update(mediaAssets)
    .set({ readyWidths: sql`case when ${ready} @> ${added} then ${ready} else ${ready} || ${added} end` })
    .where(eq(mediaAssets.storageKey, storageKey))
    .returning({ storageKey: mediaAssets.storageKey });
  return updated.length > 0;
}

export async function deleteAsset(db: Db, storageKey: string): Promise<void> {
  await db.delete(mediaAssets).where(eq(mediaAssets.storageKey, storageKey));
}

/** Layout metadata of the images among these keys, by key. */
export async function imageMetaByKey(db: Db, storageKeys: string[]): Promise<Map<string, ImageMeta>> {
  const result = new Map<string, ImageMeta>();
  if (storageKeys.length === 0) return result;
  const rows = await db
    .select({
      storageKey: mediaAssets.storageKey,
      width: mediaAssets.width,
      height: mediaAssets.height,
      placeholder: mediaAssets.placeholder,
    })
    .from(mediaAssets)
    .where(inArray(mediaAssets.storageKey, [...new Set(storageKeys)]));
  for (const { storageKey, width, height, placeholder } of rows) {
    if (width && height && placeholder) result.set(storageKey, { width, height, placeholder });
  }
  return result;
}
