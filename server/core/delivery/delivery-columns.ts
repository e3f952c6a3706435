import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * pending: waiting for its turn (or for next_attempt_at after a temporary failure);
 * sending: claimed by a sender whose lease (claimed_at, renewed while in flight) is current;
 * sent / failed: final; skipped: final, the recipient had left before their copy went out.
 */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * The columns every queued email has, whatever it is for: what core/delivery/queue-table.ts
 * claims, leases and records outcomes on. A new set per table (a column belongs to one table).
 */
export function deliveryColumns() {
  return {
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which sender holds the row while it is 'sending', and when it last renewed that claim. */
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
