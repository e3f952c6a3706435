import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeliveryStatus } from './schema-newsletters';

/**
 * One transactional email (a new-inquiry notification) with the same life as a newsletter copy:
 * pending, sending under a renewed claim, then sent or failed (repositories/delivery-queue.ts).
 * It is stored in the transaction of what it is about, so neither exists without the other.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the email is for, as the admin sees it: 'inquiry-notification'. */
    kind: text('kind').notNull(),
    /** The whole MailMessage (services/mailer/mailer.ts), composed when it was queued. */
    message: jsonb('message').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_status_due_idx').on(t.status, t.nextAttemptAt, t.id)],
);
