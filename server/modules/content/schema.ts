import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../core/db/schema';

/** The content module's tables, listed for drizzle-kit in server/db/schema.ts. */

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/** A single row (id 1); absent until the admin saves, the defaults answer meanwhile. */
export const popupSettings = pgTable('popup_settings', {
  id: integer('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(false),
  delaySeconds: integer('delay_seconds').notNull().default(10),
  title: text('title').notNull(),
  content: text('content').notNull(),
  buttonText: text('button_text').notNull(),
  ...timestamps,
});

export type TimelineItemRow = { title: string; body: string };

export const aboutPages = pgTable('about_pages', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  paragraphs: jsonb('paragraphs').$type<string[]>().notNull().default([]),
  timelineItems: jsonb('timeline_items').$type<TimelineItemRow[]>().notNull().default([]),
  ctaLabel: text('cta_label'),
  ctaHref: text('cta_href'),
  ...timestamps,
});

export const journalPosts = pgTable(
  'journal_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('journal_posts_slug_unique').on(t.slug), index('journal_posts_date_idx').on(t.date)],
);
