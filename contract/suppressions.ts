import { z } from 'zod';
import { EmailSchema, TimestampSchema } from './common';

/** Why an address is no longer mailed, as the dashboard says it. */
export const SUPPRESSION_REASON_LABELS = {
  bounced: 'Bounced',
  complained: 'Marked as spam',
  'soft-bounced': 'Bounced three times in a row',
} as const;
export type SuppressionReasonName = keyof typeof SUPPRESSION_REASON_LABELS;

/** GET /api/admin/suppressions: the addresses no email goes to, latest first. */
export const SuppressionSchema = z.object({
  email: z.string(),
  reason: z.enum(
    Object.keys(SUPPRESSION_REASON_LABELS) as [SuppressionReasonName, ...SuppressionReasonName[]],
  ),
  /** The receiving server's words (`5.1.1 550 no such user`) or the complaint's type. */
  detail: z.string(),
  suppressedAt: TimestampSchema,
  /** The newsletter whose copy came back, when it was one. */
  campaign: z.object({ id: z.number().int(), subject: z.string() }).nullable(),
});
export type Suppression = z.infer<typeof SuppressionSchema>;
export const SuppressionListSchema = z.array(SuppressionSchema);

/** POST /api/admin/suppressions/lift: the owner mails the address again. */
export const LiftSuppressionInputSchema = z.object({ email: EmailSchema });
export const LiftSuppressionResultSchema = z.object({ email: z.string(), message: z.string() });
