import type { z } from 'zod';
import type { Inquiry, InquiryInputSchema } from '../../../contract/inquiry';
import type { WakeLoop } from '../../core/background/loop';
import type { Db } from '../../core/db/index';
import { enqueueMail } from '../../core/mail/mail-outbox';
import { createInquiry } from './inquiries';
import { buildInquiryNotification, INQUIRY_NOTIFICATION } from './inquiry-notification';

export interface InquiryNotifyOptions {
  /** NOTIFY_EMAIL: each new inquiry is queued as a notification to it, in the inquiry's transaction. */
  notifyEmail?: string;
  /** Wakes the outbox's sender once the notification is queued, so it goes at once. */
  wake: WakeLoop;
}

/**
 * Stores a visitor's inquiry with its notification, both or neither: an inquiry is never stored
 * without its notification, nor notified unstored. The JSON route and the form post both use it.
 */
export async function storeInquiry(
  db: Db,
  input: z.output<typeof InquiryInputSchema>,
  { notifyEmail, wake }: InquiryNotifyOptions,
): Promise<Inquiry> {
  const inquiry = await db.transaction(async (tx) => {
    const stored = await createInquiry(tx, input);
    if (notifyEmail)
      await enqueueMail(tx, INQUIRY_NOTIFICATION, buildInquiryNotification(stored, notifyEmail));
    return stored;
  });
  if (notifyEmail) wake('mail-outbox');
  return inquiry;
}
