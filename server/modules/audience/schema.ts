import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deliveryColumns } from '../../core/delivery/delivery-columns';
import { newsletterCampaigns, newsletterSubscribers } from '../newsletters/schema';
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

/** Why an address is no longer mailed. */
export const SUPPRESSION_REASONS = ['bounced', 'complained', 'soft-bounced'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * Addresses no email goes to, on any list, until the owner lifts it: one that bounced for good, one
 * whose owner reported the mail as spam, one that bounced for now three times in a row. Keyed by the
 * address in lower case (how every sender compares it); a lifted row stays, dated, so the soft
 * bounces before the lift no longer count.
 */
export const suppressedAddresses = pgTable(
  'suppressed_addresses',
  {
    email: text('email').primaryKey(),
    reason: text('reason').$type<SuppressionReason>().notNull(),
    /** The receiving server's words or the complaint's type, for the owner. */
    detail: text('detail').notNull().default(''),
    /** The campaign whose copy bounced or was reported, when it was a newsletter. */
    campaignId: integer('campaign_id').references(() => newsletterCampaigns.id, { onDelete: 'set null' }),
    suppressedAt: timestamp('suppressed_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [index('suppressed_addresses_active_idx').on(t.liftedAt, t.suppressedAt)],
);

export const FEEDBACK_KINDS = ['hard', 'soft', 'complaint'] as const;
export type StoredFeedbackKind = (typeof FEEDBACK_KINDS)[number];

/**
 * Every bounce and complaint read from the bounce mailbox, once per report and address (two
 * instances reading one mailbox, or a report read again after a lost delete, count once).
 */
export const mailFeedback = pgTable(
  'mail_feedback',
  {
    id: serial('id').primaryKey(),
    reportId: text('report_id').notNull(),
    email: text('email').notNull(),
    kind: text('kind').$type<StoredFeedbackKind>().notNull(),
    campaignId: integer('campaign_id').references(() => newsletterCampaigns.id, { onDelete: 'set null' }),
    detail: text('detail').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_feedback_report_email_unique').on(t.reportId, t.email),
    index('mail_feedback_email_received_idx').on(t.email, t.receivedAt),
  ],
);
