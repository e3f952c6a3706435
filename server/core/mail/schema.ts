import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { collectorLink } from '../db/collectors-table';
import { deliveryColumns } from '../delivery/delivery-columns';

/**
 * One transactional email (a new-inquiry notification) with the same life as a newsletter copy:
 * pending, sending under a renewed claim, then sent or failed (core/delivery/queue-table.ts).
 * It is stored in the transaction of what it is about, so neither exists without the other.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the email is for, as the admin sees it: 'inquiry-notification'. */
    kind: text('kind').notNull(),
    /** The whole MailMessage (core/mail/mailer.ts), composed when it was queued. */
    message: jsonb('message').notNull(),
    ...deliveryColumns(),
    /** The collector the email went to (a reply, a confirmation); null for mail to the studio. */
    collectorId: collectorLink(),
  },
  (t) => [
    index('mail_outbox_status_due_idx').on(t.status, t.nextAttemptAt, t.id),
    index('mail_outbox_collector_idx').on(t.collectorId, t.id),
  ],
);
