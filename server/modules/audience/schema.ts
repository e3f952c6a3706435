import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { deliveryColumns } from '../../core/delivery/delivery-columns';
import { newsletterSubscribers } from '../../db/schema-core';
import { waitlistMembers } from '../waitlists/schema';

/** A single row (id 1); absent until the admin saves, and then double opt-in is off. */
export const audienceSettings = pgTable('audience_settings', {
  id: integer('id').primaryKey().default(1),
  doubleOptIn: boolean('double_opt_in').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A "please confirm" email for a pending subscriber or waitlist member (exactly one of the two),
 * on the shared delivery queue. Its rows also pace the emails one address can be sent.
 */
export const confirmationDeliveries = pgTable(
  'confirmation_deliveries',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id').references(() => newsletterSubscribers.id, {
      onDelete: 'cascade',
    }),
    memberId: integer('member_id').references(() => waitlistMembers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    ...deliveryColumns(),
  },
  (t) => [
    check(
      'confirmation_deliveries_one_recipient',
      sql`(${t.subscriberId} is null) <> (${t.memberId} is null)`,
    ),
    index('confirmation_deliveries_status_due_idx').on(t.status, t.nextAttemptAt, t.id),
    /** The pace: the emails one address was sent lately, whichever list asked. */
    index('confirmation_deliveries_address_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('confirmation_deliveries_subscriber_idx').on(t.subscriberId),
    index('confirmation_deliveries_member_idx').on(t.memberId),
  ],
);
