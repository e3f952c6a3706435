import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { reservations } from '../reservations/schema';
import { sculptures } from '../sculptures/schema';

/*
 * The challenge module's tables (decision 47): answers already taken, so each is taken once on
 * every instance, and the forms sent without an answer, so they are limited per network and
 * counted for the owner.
 */

/**
 * One row per challenge whose answer was taken: the insert of its nonce (random, signed into the
 * challenge) is what refuses a replay, on any instance. A row is kept until its challenge would
 * have expired anyway, then pruned.
 */
export const challengeAnswers = pgTable(
  'challenge_answers',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('challenge_answers_expires_idx').on(t.expiresAt)],
);

/** The public forms that carry a challenge, as the owner's counts name them. */
export const CHALLENGED_FORMS = ['reservation', 'draw-entry', 'inquiry', 'newsletter', 'waitlist'] as const;
export type ChallengedForm = (typeof CHALLENGED_FORMS)[number];

/**
 * A form sent without a solved challenge (no script, or a script that would not pay): its
 * network for the per-network limits, and for a reservation its line and place, which is how the
 * owner sees it marked. Rows of other forms are pruned after a month; a reservation's go with it.
 */
export const unsolvedRequests = pgTable(
  'unsolved_requests',
  {
    id: serial('id').primaryKey(),
    form: text('form').$type<ChallengedForm>().notNull(),
    /** clientNetwork() of the sender: an IPv4 address or an IPv6 /64. */
    network: text('network').notNull(),
    sculptureId: integer('sculpture_id').references(() => sculptures.id, { onDelete: 'cascade' }),
    size: text('size').$type<'100' | '450'>(),
    /** The place it was given or already had; null until the line answered (or when it was refused). */
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('unsolved_requests_network_idx').on(t.network, t.createdAt),
    index('unsolved_requests_line_idx').on(t.sculptureId, t.size),
    index('unsolved_requests_reservation_idx').on(t.reservationId),
  ],
);
