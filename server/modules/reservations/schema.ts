import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collectorLink } from '../../core/db/collectors-table';
import { deliveryColumns } from '../../core/delivery/delivery-columns';
import { mailboxSql } from '../../core/delivery/mailbox';
import { editionNumbers } from '../editions/schema';
import { sculptures } from '../sculptures/schema';

/**
 * waiting: in line, no number; held: one edition number is held for it; sold: the owner confirmed
 * the sale (its number is sold); released: the owner let it go; lapsed: not confirmed by the
 * collector in time, left unanswered by the owner past the setting, or still waiting when every
 * number of its size was sold or withheld (decision 26).
 */
export const RESERVATION_STATES = ['waiting', 'held', 'sold', 'released', 'lapsed'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];
export const LAPSE_REASONS = ['unconfirmed', 'unanswered', 'sold-out', 'unpaid'] as const;
export type LapseReason = (typeof LAPSE_REASONS)[number];

/**
 * One row per piece and size that was ever reserved: the last place given in its line. Every
 * change to a line (a request, a lapse, a release, a sale) first locks this row, so the places
 * follow the order in which requests reach the database, on any number of instances, and holds
 * are given in that order. A rolled-back request gives its place back with the counter.
 */
export const reservationLines = pgTable(
  'reservation_lines',
  {
    sculptureId: integer('sculpture_id')
      .notNull()
      .references(() => sculptures.id, { onDelete: 'cascade' }),
    size: text('size').$type<'100' | '450'>().notNull(),
    lastPosition: integer('last_position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sculptureId, t.size] })],
);

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    /**
     * Null once the piece is deleted. Only an ended reservation (lapsed, released) may outlive its
     * piece, keeping its title in `pieceTitle`, so that the collector's history keeps it: the
     * check below refuses to null an open or sold one, which keeps that piece from being deleted
     * (a collector's place or purchase) even should the delete's own check miss it.
     */
    sculptureId: integer('sculpture_id').references(() => sculptures.id, { onDelete: 'set null' }),
    /** The piece's title, written when the piece is deleted (while it exists, its own title is read). */
    pieceTitle: text('piece_title'),
    size: text('size').$type<'100' | '450'>().notNull(),
    /** Place in the line of this piece and size, from 1, in order of arrival at the database. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** As typed, trimmed, its domain lowercased (contract/email-address.ts). */
    email: text('email').notNull(),
    /**
     * The inbox `email` delivers to (plus-tags and Gmail's dots folded, as for opt-in pacing:
     * core/delivery/mailbox.ts): one live place per mailbox in a line, and the pace of its emails.
     */
    mailbox: text('mailbox').generatedAlwaysAs(mailboxSql(sql`email`)),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull().default(''),
    state: text('state').$type<ReservationState>().notNull(),
    /** The edition number held for it (held) or sold to it (sold). */
    number: integer('number'),
    /** The register row of that number while it is held or sold (modules/editions/schema.ts). */
    editionNumberId: integer('edition_number_id').references(() => editionNumbers.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a number was last held for it: the collector's 30 minutes count from here. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** When the collector confirmed by the emailed link (possible while still waiting). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When it was sold, released or lapsed. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Why it lapsed: 'unconfirmed' (the collector), 'unanswered' (the owner), or 'sold-out' (it
     * was waiting when the last number of its size found a collector).
     */
    lapseReason: text('lapse_reason').$type<LapseReason>(),
    collectorId: collectorLink(),
    /** Set when the collector was erased: name, address, phone and message then hold a tombstone. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Where the collector's first counted visit of that day came from (analytics; null: not counted). */
    source: text('source'),
  },
  (t) => [
    index('reservations_collector_idx').on(t.collectorId),
    uniqueIndex('reservations_line_position_unique').on(t.sculptureId, t.size, t.position),
    // One live place per address per piece and size; after a lapse or a release, they may queue again.
    uniqueIndex('reservations_live_address_unique')
      .on(t.sculptureId, t.size, sql`lower(${t.email})`)
      .where(sql`${t.state} in ('waiting', 'held', 'sold')`),
    index('reservations_line_mailbox_idx')
      .on(t.sculptureId, t.size, t.mailbox)
      .where(sql`${t.state} in ('waiting', 'held', 'sold')`),
    index('reservations_line_state_idx').on(t.sculptureId, t.size, t.state, t.position),
    // A number is held for one request at most.
    uniqueIndex('reservations_held_number_unique').on(t.editionNumberId).where(sql`${t.state} = 'held'`),
    index('reservations_held_idx').on(t.heldAt).where(sql`${t.state} = 'held'`),
    check(
      'reservations_piece_while_not_ended',
      sql`${t.sculptureId} is not null or ${t.state} in ('lapsed', 'released')`,
    ),
    check('reservations_number_when_held', sql`(${t.state} in ('held', 'sold')) = (${t.number} is not null)`),
  ],
);

/** The emails a reservation's collector is sent, one per step: never two for the same step. */
export const RESERVATION_MAIL_EVENTS = ['waiting', 'held', 'sold', 'released', 'lapsed'] as const;
export type ReservationMailEvent = (typeof RESERVATION_MAIL_EVENTS)[number];

/**
 * A reservation email on the shared delivery queue (decision 6), queued in the transaction of
 * the step it tells of; composed when it is sent, from the reservation as it is then.
 */
export const reservationDeliveries = pgTable(
  'reservation_deliveries',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    event: text('event').$type<ReservationMailEvent>().notNull(),
    email: text('email').notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    uniqueIndex('reservation_deliveries_step_unique').on(t.reservationId, t.event),
    index('reservation_deliveries_status_due_idx').on(t.status, t.nextAttemptAt, t.id),
  ],
);

/** A single row (id 1); absent until the owner saves, and then a hold waits 7 days for them. */
export const reservationSettings = pgTable('reservation_settings', {
  id: integer('id').primaryKey().default(1),
  ownerHoldDays: integer('owner_hold_days').notNull().default(7),
  /** A morning email to the owner listing the holds waiting for their decision (when an owner address is known). */
  ownerDigest: boolean('owner_digest').notNull().default(true),
  /** The last day (YYYY-MM-DD, UTC) whose digest an instance claimed: one digest a day, whatever the instances. */
  digestClaimedOn: text('digest_claimed_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
