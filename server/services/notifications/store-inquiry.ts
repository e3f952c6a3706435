import type { z } from 'zod';
import type { Inquiry, InquiryInputSchema } from '../../../contract/inquiry';
import type { Db } from '../../db/index';
import { createInquiry } from '../../repositories/inquiries';
import { enqueueMail } from '../../repositories/mail-outbox';
import { buildInquiryNotification, INQUIRY_NOTIFICATION } from './inquiry-notification';

export interface InquiryNotifyOptions {
  /** NOTIFY_EMAIL: each new inquiry is queued as a notification to it, in the inquiry's transaction. */
  notifyEmail?: string;
  /** Called once mail was queued, so the in-process sender sends it at once. */
  onMailQueued?: () => void;
}

/**
 * Stores a visitor's inquiry with its notification, both or neither: an inquiry is never stored
 * without its notification, nor notified unstored. The JSON route and the form post both use it.
 */
export async function storeInquiry(
  db: Db,
  input: z.output<typeof InquiryInputSchema>,
  { notifyEmail, onMailQueued }: InquiryNotifyOptions,
): Promise<Inquiry> {
  const inquiry = await db.transaction(async (tx) => {
    const stored = await createInquiry(tx, input);
    if (notifyEmail)
      await enqueueMail(tx, INQUIRY_NOTIFICATION, buildInquiryNotification(stored, notifyEmail));
    return stored;
  });
  if (notifyEmail) onMailQueued?.();
  return inquiry;
}
