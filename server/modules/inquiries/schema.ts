import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { InquiryState } from '../../../contract/inquiry-inbox';
import { collectorLink, collectors } from '../../core/db/collectors-table';
import { addressWords, searchWords } from '../../core/db/search-words';
import { mailOutbox } from '../../core/mail/schema';
import { adminUsers } from '../staff/schema';

export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    isCollector: boolean('is_collector').notNull().default(false),
    isGallery: boolean('is_gallery').notNull().default(false),
    sculptureInterest: text('sculpture_interest').notNull().default(''),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its place in the inbox: new until answered, closed or marked spam (decision 33). */
    state: text('state').$type<InquiryState>().notNull().default('new'),
    /** When the owner first opened it; null is what the dashboard counts as unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the state last changed (a reply, a close, a spam mark). */
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    collectorId: collectorLink(),
    /** Set when the sender was erased: name, address, phone and message then hold a tombstone. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox's pages by state, newest first; the unread count reads the partial one.
    index('inquiries_state_created_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('inquiries_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('inquiries_unread_idx').on(t.state).where(sql`${t.readAt} is null`),
    index('inquiries_piece_idx').on(t.sculptureInterest, t.createdAt.desc()),
    index('inquiries_collector_idx').on(t.collectorId),
    index('inquiries_search_idx').using(
      'gin',
      searchWords(sql`${t.name}`, sql`${t.email}`, addressWords(sql`${t.email}`), sql`${t.message}`),
    ),
    check('inquiries_state_known', sql`${t.state} in ('new', 'replied', 'closed', 'spam')`),
  ],
);

/**
 * An answer the owner wrote to an inquiry in the dashboard. It is sent as an email queued on the
 * mail outbox in the same transaction (outboxId), so its delivery state (queued, sent, failed) is
 * read from there, and a reply is never stored unsent nor sent unstored.
 */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** The person answered, for their timeline; null once erased. */
    collectorId: integer('collector_id').references(() => collectors.id, { onDelete: 'set null' }),
    /** What the owner wrote, as typed (the email quotes the inquiry below it). */
    message: text('message').notNull(),
    /** The admin's name at the time, as the activity log keeps it. */
    sentBy: text('sent_by').notNull(),
    sentByUserId: integer('sent_by_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The queued email; null only if the outbox row was removed (an erase). */
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiry_replies_inquiry_idx').on(t.inquiryId, t.createdAt),
    index('inquiry_replies_collector_idx').on(t.collectorId),
  ],
);
