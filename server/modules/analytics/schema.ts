import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sculptures } from '../sculptures/schema';

/*
 * The analytics module's tables: counts, never visits. No row names a person, an address or a
 * browser; the only per-visitor value, a hash made with the day's salt, lives for its day and is
 * then reduced to one number per day (decision 45).
 */

/**
 * Page views, counted per hour (UTC), page path and source: the hour gives a drop's hour by hour
 * curve, the day's figures are sums. Writes add to `visits` (`visits + n`), so batches from any
 * number of instances add up exactly.
 */
export const visitCounts = pgTable(
  'visit_counts',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** The page's path as the page table knows it ("/sculptures/hero-kid"). */
    path: text('path').notNull(),
    /** utm_source or ?ref, else the referring site's host, else '' (typed in, or unknown). */
    source: text('source').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hour, t.path, t.source] }),
    index('visit_counts_path_hour_idx').on(t.path, t.hour),
  ],
);

/**
 * The salt of the day's visitor hashes: one row, for today (UTC) only. Rows of earlier days are
 * deleted as soon as any instance sees the day change, so yesterday's hashes can no longer be
 * made again from an address and a browser.
 */
export const visitSalts = pgTable('visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Today's distinct visitors: the hash of salt, address and browser, with the source of their
 * first counted view of the day (kept with a reservation they make that day). Reduced to
 * visit_days.visitors and deleted once the day is over.
 */
export const visitVisitors = pgTable(
  'visit_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hash: text('hash').notNull(),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

/**
 * The tables that must not outlive their day, so never copied into a backup: a backup kept for
 * months would keep a day's salt and hashes with it (a restore starts the day's visitors anew).
 */
export const DAY_ONLY_TABLES: readonly string[] = ['visit_salts', 'visit_visitors'];

/** Unique visitors of a day that is over (today's are counted from visit_visitors). */
export const visitDays = pgTable('visit_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  visitors: integer('visitors').notNull(),
});

/**
 * A drop as it happened: written by the release scheduler when a scheduled piece unlocks (the
 * piece's own release time is cleared then), with the confirmed waitlist members at that moment.
 */
export const dropReleases = pgTable(
  'drop_releases',
  {
    id: serial('id').primaryKey(),
    sculptureId: integer('sculpture_id')
      .notNull()
      .references(() => sculptures.id, { onDelete: 'cascade' }),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    waitlistAtRelease: integer('waitlist_at_release').notNull(),
  },
  (t) => [index('drop_releases_sculpture_idx').on(t.sculptureId, t.releasedAt)],
);

/**
 * Numbers left of a size after each change during a drop's first week, for the chart of the
 * minute (available register rows; written only when the count moved).
 */
export const dropStock = pgTable(
  'drop_stock',
  {
    sculptureId: integer('sculpture_id')
      .notNull()
      .references(() => sculptures.id, { onDelete: 'cascade' }),
    size: text('size').$type<'100' | '450'>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    left: smallint('left').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sculptureId, t.size, t.at] })],
);
