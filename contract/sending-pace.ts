import { z } from 'zod';

/**
 * The rate bulk mail goes out at most (MAIL_RATE_PER_SECOND, and what newsletters and waitlist
 * emails may take of MAIL_RATE_PER_HOUR), told with a send still going so the owner sees how long
 * it takes.
 */
export const SendingPaceSchema = z.object({
  perSecond: z.number().int().positive(),
  perHour: z.number().int().positive(),
});
export type SendingPace = z.infer<typeof SendingPaceSchema>;
