import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addressWords, searchWords } from './search-words';

/**
 * One person the studio hears from, one row per mailbox: the address as stored everywhere
 * (contract/email-address.ts: trimmed, domain lowercased), unique on lower(email) like every
 * list. Made or refreshed in the transaction of whatever brings the address (an inquiry, a
 * reservation, a waitlist join, a subscription, a sale), with the name and phone as last given;
 * the rows of those things point back here by collector_id, which is how a collector's timeline
 * is gathered (decision 33).
 */
export const collectors = pgTable(
  'collectors',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** As last given; '' until someone gives one (a subscription gives an address only). */
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The owner's own notes, never shown to the collector. */
    notes: text('notes').notNull().default(''),
    /** The owner's labels (VIP, gallery, press): trimmed, unique, in the order given. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When they last wrote, reserved, joined, subscribed or bought: the list's order. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When anything on the row last changed, the owner's notes and tags included. */
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('collectors_email_unique').on(sql`lower(${t.email})`),
    // The list's pages: most recently seen first, read straight from this index.
    index('collectors_last_seen_idx').on(t.lastSeenAt.desc(), t.id.desc()),
    index('collectors_search_idx').using(
      'gin',
      searchWords(sql`${t.name}`, sql`${t.email}`, addressWords(sql`${t.email}`)),
    ),
    index('collectors_tags_idx').using('gin', t.tags),
  ],
);

/**
 * The column by which a row (an inquiry, a subscription, a reservation, a sale, an email) names
 * the person it is about; null once that person was erased, or for mail to no collector.
 */
export const collectorLink = () =>
  integer('collector_id').references(() => collectors.id, { onDelete: 'set null' });
