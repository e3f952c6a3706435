import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collectorLink } from '../../core/db/collectors-table';
import { addressWords, searchWords } from '../../core/db/search-words';
import { deliveryColumns } from '../../core/delivery/delivery-columns';
import { sculptures } from '../sculptures/schema';

/**
 * The newsletter's list: an address, confirmed or pending (double opt-in), until it leaves. The
 * audience module keeps it (subscribe, confirm, leave, the admin list); its slice is here, beside
 * the deliveries that name it, because the audience's own slice names the campaigns (a bounce's
 * campaign): the two slices taking each other would be a cycle.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Set when the subscriber leaves through the unsubscribe link; cleared when they subscribe again. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * When the address was confirmed: at once without double opt-in, by the emailed link with it.
     * Null while pending; only confirmed subscribers receive newsletters.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    collectorId: collectorLink(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`),
    index('newsletter_subscribers_collector_idx').on(t.collectorId),
    // The admin list's pages, newest first, and its search by any word of the address.
    index('newsletter_subscribers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('newsletter_subscribers_search_idx').using(
      'gin',
      searchWords(sql`${t.email}`, addressWords(sql`${t.email}`)),
    ),
  ],
);

/**
 * draft: being written, saved as the admin types; scheduled: waits for send_at (or for its
 * piece's release); queued: its recipients were frozen into deliveries (sending, then sent);
 * cancelled: scheduled, then called off before it started.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'queued', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** One newsletter; once queued, its recipients are the deliveries frozen with it. */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    htmlContent: text('html_content').notNull(),
    textContent: text('text_content').notNull(),
    /** Campaigns queued before drafts and schedules existed were sent at once. */
    status: text('status').$type<CampaignStatus>().notNull().default('queued'),
    /** The visual editor's document (JSON, opaque to the server), to reopen a draft as written. */
    design: text('design'),
    /** When a scheduled campaign starts; null while it waits for its piece's release instead. */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** A campaign that starts when this piece is released. */
    releaseSculptureId: integer('release_sculpture_id').references(() => sculptures.id, {
      onDelete: 'set null',
    }),
    /** When its recipients were frozen: the moment it went out. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The scheduler looks for due scheduled campaigns on every pass.
  (t) => [index('newsletter_campaigns_status_send_at_idx').on(t.status, t.sendAt)],
);

/** One recipient of one campaign, and how far their copy has got. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    /** The address as it was when the campaign was queued. */
    email: text('email').notNull(),
    /** What came back about this copy: 'hard' or 'soft' bounce, or 'complaint'; null when nothing did. */
    feedback: text('feedback').$type<'hard' | 'soft' | 'complaint'>(),
    ...deliveryColumns(),
  },
  (t) => [
    // One copy per subscriber per campaign, whatever happens to the queueing request.
    uniqueIndex('newsletter_deliveries_campaign_subscriber_unique').on(t.campaignId, t.subscriberId),
    // The claim query walks due rows of one status in order.
    index('newsletter_deliveries_status_due_idx').on(t.status, t.nextAttemptAt, t.id),
  ],
);
