import { and, desc, eq, sql } from 'drizzle-orm';
import type { FailedNotification } from '../../../contract/inquiry';
import type { Db, DbOrTransaction } from '../db/index';
import type { QueuedDelivery } from '../delivery/delivery-queue';
import { createDeliveryQueue } from '../delivery/queue-table';
import type { MailMessage } from './mailer';
import { mailOutbox } from './schema';

/** A transactional email a sender has claimed: the message was composed when it was queued. */
export interface ClaimedMail extends QueuedDelivery {
  kind: string;
  message: MailMessage;
}

/** Nothing makes a transactional email unwanted once queued: every one is sent. */
export const mailOutboxQueue = createDeliveryQueue<ClaimedMail>({
  table: mailOutbox,
  recipient: sql`delivery.message->>'to'`,
  stillWanted: sql`true`,
  toDelivery: (row) => ({
    id: row.id,
    attempts: row.attempts,
    kind: String(row.kind),
    // node-postgres parses jsonb; PGlite too, but a driver may hand back the text.
    message: (typeof row.message === 'string' ? JSON.parse(row.message) : row.message) as MailMessage,
  }),
});

/**
 * Queues an email and answers its row's id. Pass the transaction that stores what it is about:
 * both commit or neither does, so no email is sent about something not stored, and nothing
 * stored lacks its email. The collector it goes to puts it on their timeline.
 */
export async function enqueueMail(
  db: DbOrTransaction,
  kind: string,
  message: MailMessage,
  collectorId: number | null = null,
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind, message, collectorId })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Emails that will not be sent (refused, or out of attempts), newest first: what the admin is shown. */
export async function listFailedMail(db: Db, kind: string, limit = 50): Promise<FailedNotification[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'failed'), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    subject: (row.message as MailMessage).subject,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  }));
}
