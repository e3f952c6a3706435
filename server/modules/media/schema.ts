import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One row per received upload (the PUT to a signed URL). The row makes each URL single-use,
 * remembers what the bytes were found to be, and lets files never registered be swept.
 */
export const mediaUploads = pgTable('media_uploads', {
  /** The random id in the upload URL. */
  id: text('id').primaryKey(),
  /** What the URL was issued for, e.g. `sculpture:12:gallery` or `site:homepage-hero-video`. */
  purpose: text('purpose').notNull(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  kind: text('kind').$type<'image' | 'video'>().notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the upload is registered to a sculpture slot or a site setting. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
});

/** A media file in use, with what the public pages need to show it well. */
export const mediaAssets = pgTable(
  'media_assets',
  {
    /** Storage key of the original, e.g. `sculptures/12/ab….jpg`. */
    storageKey: text('storage_key').primaryKey(),
    /** The key without its extension: variants are `<base>.w<width>.webp`. */
    baseKey: text('base_key').notNull(),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Tiny WebP data: URI (images only). */
    placeholder: text('placeholder'),
    /** Variant widths this image will have, and those already written to storage. */
    plannedWidths: jsonb('planned_widths').$type<number[]>().notNull().default([]),
    readyWidths: jsonb('ready_widths').$type<number[]>().notNull().default([]),
    /**
     * When the variant backfill found the original missing or undecodable: the widths it could
     * not write stay missing, and later starts leave the row alone until this is cleared.
     */
    originalUnreadableAt: timestamp('original_unreadable_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_assets_base_key_unique').on(t.baseKey)],
);
