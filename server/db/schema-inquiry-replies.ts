import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { collectors } from './schema-collectors';
import { adminUsers, inquiries } from './schema-core';
import { mailOutbox } from './schema-mail-outbox';

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
