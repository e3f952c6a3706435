import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SaleMode } from '../../../contract/draws';
import { timestamps } from '../../core/db/schema';

/** Per-size chart columns: height100 ... certificate450, nullable text. */
function sizeChart<M extends '100' | '450'>(model: M) {
  return {
    [`height${model}`]: text(`height_${model}`),
    [`width${model}`]: text(`width_${model}`),
    [`depth${model}`]: text(`depth_${model}`),
    [`weight${model}`]: text(`weight_${model}`),
    [`medium${model}`]: text(`medium_${model}`),
    [`edition${model}`]: text(`edition_${model}`),
    [`finish${model}`]: text(`finish_${model}`),
    [`certificate${model}`]: text(`certificate_${model}`),
  } as {
    [K in `${'height' | 'width' | 'depth' | 'weight' | 'medium' | 'edition' | 'finish' | 'certificate'}${M}`]: ReturnType<
      typeof text
    >;
  };
}

export const sculptures = pgTable(
  'sculptures',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    tagline: text('tagline').notNull(),
    intro: text('intro').notNull(),
    medium: text('medium').notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    edition: text('edition').notNull(),
    finish: text('finish').notNull(),
    certificate: text('certificate').notNull(),
    status: text('status').notNull().default('Available'),
    /**
     * The status a scheduled piece takes when it unlocks: a piece scheduled while "Coming Soon"
     * would otherwise unlock behind a disabled button and never mail its waitlist (issue 26).
     */
    statusAtRelease: text('status_at_release').notNull().default('Available'),
    isLocked: boolean('is_locked').notNull().default(false),
    /** A hidden piece (false) appears nowhere public: not even as a locked teaser. */
    published: boolean('published').notNull().default(true),
    /**
     * When a locked piece unlocks by itself; null when no release is scheduled. Set only on a
     * locked piece (docs/decisions/0012-drops.md), so clearing it never unlocks anything.
     */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    isGreyscale: boolean('is_greyscale').notNull().default(false),
    imageCount: integer('image_count').notNull().default(4),
    placeholderType: text('placeholder_type').$type<'photo' | 'video'>().notNull().default('photo'),
    thumbnailImage: text('thumbnail_image'),
    rolloverImage: text('rollover_image'),
    scaleImage: text('scale_image'),
    placeholderMedia: text('placeholder_media'),
    inSituImages: jsonb('in_situ_images').$type<string[]>().notNull().default([]),
    galleryImages: jsonb('gallery_images').$type<string[]>().notNull().default([]),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...sizeChart('100'),
    ...sizeChart('450'),
    /**
     * How many numbered casts each size has (N); null for a size not offered, or whose edition is
     * not counted. The register (modules/editions/schema.ts) holds one row for each of 1..N.
     */
    editionSize100: integer('edition_size_100'),
    editionSize450: integer('edition_size_450'),
    /**
     * Each size's price in the shop currency's minor units (sales settings); null is "Price on
     * request": a held number of that size is sold by the owner by hand, not paid online.
     */
    price100: integer('price_100'),
    price450: integer('price_450'),
    /**
     * How each size is sold at its drop: 'first-come' (numbers in order of arrival) or 'draw'
     * (entries for a window from the release, then an order anyone can check: modules/draws).
     */
    saleMode100: text('sale_mode_100').$type<SaleMode>().notNull().default('first-come'),
    saleMode450: text('sale_mode_450').$type<SaleMode>().notNull().default('first-come'),
    /** How long a draw takes entries from the release, in minutes (15 minutes to 7 days). */
    drawWindowMinutes: integer('draw_window_minutes').notNull().default(60),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sculptures_slug_unique').on(t.slug),
    index('sculptures_sort_order_idx').on(t.sortOrder),
  ],
);
