import { z } from 'zod';
import { TimestampSchema } from './common';
import { MESSAGES } from './messages';

/** A past newsletter and how far its delivery has got (GET /api/admin/newsletters/campaigns). */
export const CampaignSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  createdAt: TimestampSchema,
  /** Recipients frozen when it was queued. */
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Not yet delivered: waiting, being sent, or waiting to retry after a temporary failure. */
  pending: z.number().int(),
  /** Recipients who unsubscribed before their copy went out. */
  skipped: z.number().int(),
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;
export const CampaignSummaryListSchema = z.array(CampaignSummarySchema);

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
