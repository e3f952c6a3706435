import { z } from 'zod';

/** The longest retention the owner may set, in months (ten years), and the shortest (one). */
export const RETENTION_MONTHS = { min: 1, max: 120 } as const;

export const RETENTION_MESSAGES = {
  months: `Enter a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}`,
} as const;

/**
 * GET/PUT /api/admin/retention-settings: after how many months closed inquiries (and those
 * marked spam) and reservations that lapsed or were released are deleted; null: kept (the default).
 */
export const RetentionSettingsSchema = z.object({
  months: z
    .number({ error: RETENTION_MESSAGES.months })
    .int(RETENTION_MESSAGES.months)
    .min(RETENTION_MONTHS.min, RETENTION_MESSAGES.months)
    .max(RETENTION_MONTHS.max, RETENTION_MESSAGES.months)
    .nullable(),
});
export type RetentionSettings = z.infer<typeof RetentionSettingsSchema>;
