import { sql } from 'drizzle-orm';
import type { QueuedDelivery } from '../../core/delivery/delivery-queue';
import { createDeliveryQueue } from '../../core/delivery/queue-table';
import { newsletterDeliveries } from '../../db/schema';

/** A newsletter copy a sender has claimed: it now holds the row until it records an outcome. */
export interface ClaimedDelivery extends QueuedDelivery {
  campaignId: number;
  subscriberId: number;
  email: string;
}

/**
 * The newsletter copies, queued per campaign (see newsletter-campaigns.ts). A recipient who
 * unsubscribed since the campaign was queued (and so is not confirmed again yet, if they came
 * back under double opt-in) is marked skipped by the claim instead.
 */
export const newsletterDeliveryQueue = createDeliveryQueue<ClaimedDelivery>({
  table: newsletterDeliveries,
  recipient: sql`delivery.email`,
  stillWanted: sql`exists (
    select 1 from newsletter_subscribers as subscriber
    where subscriber.id = delivery.subscriber_id and subscriber.unsubscribed_at is null
      and subscriber.confirmed_at is not null
  )`,
  toDelivery: (row) => ({
    id: row.id,
    attempts: row.attempts,
    campaignId: Number(row.campaign_id),
    subscriberId: Number(row.subscriber_id),
    email: String(row.email),
  }),
});

export const { claimDue: claimDueDeliveries, countUnfinished: countUnfinishedDeliveries } =
  newsletterDeliveryQueue;
