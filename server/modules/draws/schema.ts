import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { reservations } from '../reservations/schema';
import { sculptures } from '../sculptures/schema';

/*
 * The draws module's tables. A draw is one piece and size sold by a draw: its secret seed and
 * the commitment shown before entries open, its window, and what it published at the close and
 * at the draw. Published values are written once and never changed: the owner cannot re-draw.
 */

export const draws = pgTable(
  'draws',
  {
    id: serial('id').primaryKey(),
    sculptureId: integer('sculpture_id')
      .notNull()
      .references(() => sculptures.id, { onDelete: 'cascade' }),
    size: text('size').$type<'100' | '450'>().notNull(),
    /** 32 random bytes as 64 hex digits: never in an answer, page or log before drawnAt. */
    seed: text('seed').notNull(),
    /** SHA-256 (hex) of the seed's bytes, public from the start. */
    commitment: text('commitment').notNull(),
    /** When entries opened (the release), and when they close: set when the piece unlocks. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** When entries did close (the owner may close them early), with the list as it then stood. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedEarly: boolean('closed_early').notNull().default(false),
    entryCodes: jsonb('entry_codes').$type<string[]>(),
    listHash: text('list_hash'),
    /** The draw: once, by whichever instance locks the row first (see draw-run.ts). */
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    drawnOrder: jsonb('drawn_order').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draws_piece_size_unique').on(t.sculptureId, t.size),
    check('draws_size_check', sql`${t.size} in ('100', '450')`),
    // What is published is never taken back: a drawn draw was closed first.
    check('draws_drawn_after_close', sql`${t.drawnAt} is null or ${t.closedAt} is not null`),
  ],
);

export const drawEntries = pgTable(
  'draw_entries',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id, { onDelete: 'cascade' }),
    /** Public after the close: 8 letters and digits, unique in the draw. */
    entryCode: text('entry_code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** The inbox the address delivers to (plus-tags and Gmail's dots folded): one entry each. */
    mailbox: text('mailbox').notNull(),
    /** Sent without a solved proof-of-work challenge (the form without script, or a script). */
    withoutChallenge: boolean('without_challenge').notNull().default(true),
    /** By the emailed link, before the close; an entry never confirmed is not in the draw. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** After the draw: its place in the drawn order (from 1) and the request it became. */
    drawnPlace: integer('drawn_place'),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('draw_entries_mailbox_unique').on(t.drawId, t.mailbox),
    uniqueIndex('draw_entries_code_unique').on(t.drawId, t.entryCode),
    index('draw_entries_confirmed_idx').on(t.drawId, t.confirmedAt),
  ],
);
