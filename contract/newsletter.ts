import { z } from 'zod';
import { NEWSLETTER_TEXT_LIMITS } from './audience';
import { TimestampSchema } from './common';
import { TEXT_LIMITS } from './limits';
import { MESSAGES } from './messages';
import { SendingPaceSchema } from './sending-pace';

/**
 * Where a newsletter stands, as the admin's list shows it: draft (being written), scheduled
 * (waiting for its time or its piece's release), sending (copies still pending), sent (every
 * copy settled), cancelled (called off before it started).
 */
export const CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** A newsletter and how far its delivery has got (GET /api/admin/newsletters/campaigns). */
export const CampaignSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** When a scheduled campaign starts; null when it waits for a release, or was sent at once. */
  sendAt: TimestampSchema.nullable(),
  /** The piece whose release starts it, when it waits for one. */
  release: z.object({ sculptureId: z.number().int(), title: z.string() }).nullable(),
  /** When its recipients were frozen (it went out); null before. */
  startedAt: TimestampSchema.nullable(),
  /** Recipients frozen when it started. */
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Not yet delivered: waiting, being sent, or waiting to retry after a temporary failure. */
  pending: z.number().int(),
  /** Recipients who unsubscribed, or whose address was suppressed, before their copy went out. */
  skipped: z.number().int(),
  /** Sent copies that did not come back: sent, less bounced and complained. */
  delivered: z.number().int(),
  /** Sent copies the recipient's server returned (a bounce read from the bounce mailbox). */
  bounced: z.number().int(),
  /** Sent copies their reader reported as spam (a complaint report). */
  complained: z.number().int(),
  /** While it is sending under a sending rate: the pace its pending copies go out at. */
  pace: SendingPaceSchema.nullable(),
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;
export const CampaignSummaryListSchema = z.array(CampaignSummarySchema);

/** What the composer saves as the admin types: anything may still be empty. */
export const DraftInputSchema = z.object({
  subject: z.string().max(NEWSLETTER_TEXT_LIMITS.subject),
  htmlContent: z.string().max(NEWSLETTER_TEXT_LIMITS.htmlContent),
  textContent: z.string().max(NEWSLETTER_TEXT_LIMITS.textContent),
  design: z.string().max(TEXT_LIMITS.html).nullable(),
});
export type DraftInput = z.infer<typeof DraftInputSchema>;

/** A draft, scheduled campaign or sent newsletter as the composer opens it. */
export const StoredNewsletterSchema = DraftInputSchema.extend({
  id: z.number().int(),
  state: z.enum(CAMPAIGN_STATES),
  sendAt: TimestampSchema.nullable(),
  releaseSculptureId: z.number().int().nullable(),
  updatedAt: TimestampSchema,
});
export type StoredNewsletter = z.infer<typeof StoredNewsletterSchema>;

export const QueuedAnswerSchema = z.object({ message: z.string(), campaignId: z.number().int() });

/** GET /api/admin/newsletters/test-address: the address this admin last sent a test copy to. */
export const TestAddressSchema = z.object({ email: z.string().nullable() });

/**
 * The signed token of an unsubscribe link: `<subscriber id>.<signature>`. Its shape is checked
 * with its signature, so every bad link gets the same answer.
 */
export const UnsubscribeTokenSchema = z.string().trim().max(100, MESSAGES.unsubscribe.invalidLink);

export const UnsubscribeQuerySchema = z.object({ token: UnsubscribeTokenSchema.optional() });

/**
 * POST /api/unsubscribe body: the public page sends `{token}` (JSON or form); a mail client's
 * RFC 8058 one-click POST sends the form field `List-Unsubscribe=One-Click`, the token being in
 * the URL. Both are accepted; the query wins when both carry a token.
 */
export const UnsubscribeBodySchema = z.looseObject({ token: UnsubscribeTokenSchema.optional() }).nullish();

/** GET /api/unsubscribe: whom the link is for, masked (d***@example.com), for the page to show. */
export const UnsubscribePreviewSchema = z.object({
  email: z.string(),
  /** False once the address has already left the list. */
  subscribed: z.boolean(),
});
export type UnsubscribePreview = z.infer<typeof UnsubscribePreviewSchema>;
