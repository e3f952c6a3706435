import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collectorLink } from '../../core/db/collectors-table';
import { addressWords, searchWords } from '../../core/db/search-words';
import { deliveryColumns } from '../../core/delivery/delivery-columns';
import { sculptures } from '../sculptures/schema';

export const waitlistMembers = pgTable(
  'waitlist_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The piece's title as the visitor saw it when joining (the public call's field). */
    sculptureType: text('sculpture_type').notNull(),
    /**
     * The piece itself, found by its title at join time: titles can change, and the waitlist mail
     * must reach the members of that piece. Null for a title no piece bears (or a deleted piece).
     */
    sculptureId: integer('sculpture_id').references(() => sculptures.id, { onDelete: 'set null' }),
    /** As for subscribers: null while pending, and a pending member is not emailed the release. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    collectorId: collectorLink(),
  },
  (t) => [
    index('waitlist_members_collector_idx').on(t.collectorId),
    index('waitlist_members_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('waitlist_members_search_idx').using(
      'gin',
      searchWords(sql`${t.email}`, addressWords(sql`${t.email}`)),
    ),
    // One member per address per piece, the address compared case-insensitively.
    uniqueIndex('waitlist_members_email_sculpture_unique')
      .on(sql`lower(${t.email})`, t.sculptureId)
      .where(sql`${t.sculptureId} is not null`),
    uniqueIndex('waitlist_members_email_type_unique')
      .on(sql`lower(${t.email})`, t.sculptureType)
      .where(sql`${t.sculptureId} is null`),
    // Notification walks one piece's members in the order they joined.
    index('waitlist_members_sculpture_joined_idx').on(t.sculptureId, t.createdAt, t.id),
  ],
);

/**
 * One waitlist member's "it is available" email, with the same life as a newsletter copy
 * (pending, sending under a renewed claim, then sent, failed or skipped). A member gets at most
 * one such email, ever: the waitlist promises one email, no more.
 */
export const waitlistDeliveries = pgTable(
  'waitlist_deliveries',
  {
    id: serial('id').primaryKey(),
    sculptureId: integer('sculpture_id')
      .notNull()
      .references(() => sculptures.id, { onDelete: 'cascade' }),
    /** Null once the member left the waitlist: a copy not yet sent is then skipped. */
    memberId: integer('member_id').references(() => waitlistMembers.id, { onDelete: 'set null' }),
    /** The address as it was when the email was queued. */
    email: text('email').notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    // One email per member, whatever happens to the queueing call or how often it is repeated.
    uniqueIndex('waitlist_deliveries_member_unique').on(t.memberId),
    index('waitlist_deliveries_status_due_idx').on(t.status, t.nextAttemptAt, t.id),
    index('waitlist_deliveries_sculpture_idx').on(t.sculptureId),
  ],
);
