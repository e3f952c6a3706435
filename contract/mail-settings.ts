import { z } from 'zod';

/**
 * GET /api/admin/mail-settings: where mail meant for the studio goes. The dashboard warns while
 * replies go nowhere and says which address Site Settings' empty "Replies go to" falls back to.
 */
export const MailSettingsSchema = z.object({
  /** Site Settings' "Replies go to", when the owner set it. */
  replyToSetting: z.string().nullable(),
  /** NOTIFY_EMAIL, the operator's address for the owner's notices, when set. */
  notifyEmail: z.string().nullable(),
  /** The Reply-To of every email that invites an answer: the setting, else NOTIFY_EMAIL. */
  repliesGoTo: z.string().nullable(),
  /** Where the owner hears of inquiries and reservations: NOTIFY_EMAIL, else the setting. */
  ownerEmail: z.string().nullable(),
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;
