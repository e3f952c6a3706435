import { eq } from 'drizzle-orm';
import type { InquiryReply } from '../../../contract/inquiry-inbox';
import type { WakeLoop } from '../../core/background/loop';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { enqueueMail } from '../../core/mail/mail-outbox';
import { adminUsers } from '../../db/schema';
import { findPublicTitle } from '../sculptures/index';
import { listReplies, lockInquiry, recordReply } from './inbox';
import { buildReplyMessage, INQUIRY_REPLY } from './reply-message';

export interface ReplyDeps {
  db: Db;
  wake: WakeLoop;
  now?: () => Date;
}

/**
 * Sends the owner's answer to an inquiry: the email is queued on the mail outbox, the reply
 * stored and the inquiry marked replied in one transaction, so an answer is never lost (the
 * outbox retries while the mail server is down) nor sent twice nor shown unsent.
 */
export async function sendInquiryReply(
  { db, wake, now = () => new Date() }: ReplyDeps,
  inquiryId: number,
  message: string,
  adminUserId: number,
): Promise<InquiryReply> {
  const at = now();
  const replyId = await db.transaction(async (tx) => {
    const inquiry = await lockInquiry(tx, inquiryId);
    if (!inquiry) throw new HttpError(404, 'This inquiry no longer exists.');
    if (inquiry.erasedAt)
      throw new HttpError(409, 'The sender of this inquiry was erased: there is no one to answer.');
    const [admin] = await tx
      .select({ username: adminUsers.username })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminUserId));
    const outboxId = await enqueueMail(
      tx,
      INQUIRY_REPLY,
      buildReplyMessage({
        to: inquiry.email,
        // The catalogue's title, never the visitor's text: the subject of an email the brand
        // signs, to an address the visitor typed, must not carry what anyone may write.
        piece: await findPublicTitle(tx, inquiry.sculptureInterest, at),
        inquiry: { message: inquiry.message, createdAt: inquiry.createdAt },
        message,
      }),
      inquiry.collectorId,
    );
    return recordReply(
      tx,
      {
        inquiryId,
        collectorId: inquiry.collectorId,
        message,
        sentBy: admin?.username ?? 'Admin',
        sentByUserId: adminUserId,
        outboxId,
        createdAt: at,
      },
      at,
    );
  });
  // The answer is read before the sender is woken: once awake it may claim the email at once
  // (on PostgreSQL, between the two queries), and the owner who just sent it would be told
  // "Sending" instead of "Queued".
  const replies = await listReplies(db, inquiryId);
  wake('mail-outbox');
  return replies.find((reply) => reply.id === replyId)!;
}
