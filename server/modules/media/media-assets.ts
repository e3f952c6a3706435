import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ImageMeta } from '../../../contract/responsive-image';
import type { Db } from '../../core/db/index';
import { mediaAssets } from '../../db/schema';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type NewMediaAsset = typeof mediaAssets.$inferInsert;

export async function insertAsset(db: Db, row: NewMediaAsset): Promise<void> {
  // Registered again, the original decoded: whatever an earlier backfill found is no longer true.
  await db
    .insert(mediaAssets)
    .values(row)
    .onConflictDoUpdate({ target: mediaAssets.storageKey, set: { ...row, originalUnreadableAt: null } });
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

/**
 * Adds to an asset's planned widths those of `widths` it lacks (sorted, each once); answers the
 * row as it now is, or null when the asset was deleted meanwhile.
 */
export async function planVariants(
  db: Db,
  storageKey: string,
  widths: number[],
): Promise<MediaAssetRow | null> {
  const planned = mediaAssets.plannedWidths;
  const [row] = await db
    .update(mediaAssets)
    .set({
      plannedWidths: sql`(select jsonb_agg(distinct width order by width)
        from jsonb_array_elements(${planned} || ${JSON.stringify(widths)}::jsonb) as widths(width))`,
    })
    .where(eq(mediaAssets.storageKey, storageKey))
    .returning();
  return row ?? null;
}

/** The images whose original has not been found unreadable: what the variant backfill looks at. */
export async function readableImages(
  db: Db,
): Promise<Pick<MediaAssetRow, 'storageKey' | 'width' | 'plannedWidths' | 'readyWidths'>[]> {
  return db
    .select({
      storageKey: mediaAssets.storageKey,
      width: mediaAssets.width,
      plannedWidths: mediaAssets.plannedWidths,
      readyWidths: mediaAssets.readyWidths,
    })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.kind, 'image'), isNull(mediaAssets.originalUnreadableAt)));
}

/** The backfill could not read this asset's original: later starts leave it alone. False when deleted meanwhile. */
export async function markOriginalUnreadable(db: Db, storageKey: string): Promise<boolean> {
  const updated = await db
    .update(mediaAssets)
    .set({ originalUnreadableAt: new Date() })
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
