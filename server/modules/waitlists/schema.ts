import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deliveryColumns } from '../../core/delivery/delivery-columns';
import { sculptures, waitlistMembers } from '../../db/schema-core';

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
