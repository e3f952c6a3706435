import type { Db } from '../db/index';
import {
  createDeliverySender,
  type DeliverySender,
  type DeliverySenderTuning,
} from '../delivery/delivery-sender';
import { mailOutboxQueue } from './mail-outbox';
import type { Mailer, MailLog } from './mailer';

/** A few at a time: transactional mail is a trickle beside newsletters. */
export const TRANSACTIONAL_MAIL_CONCURRENCY = 2;

/**
 * Sends what enqueueMail stored (mail-outbox.ts) on the shared delivery queue:
 * claimed, retried with backoff while the mail server is down or refusing for now, sent once,
 * and marked failed for the admin after a permanent refusal or the last attempt.
 */
export function createTransactionalMailSender(
  options: DeliverySenderTuning & { db: Db; mailer: Mailer; log: MailLog },
): DeliverySender {
  return createDeliverySender({
    concurrency: TRANSACTIONAL_MAIL_CONCURRENCY,
    ...options,
    kind: 'transactional mail',
    priority: 'personal',
    queue: mailOutboxQueue,
    compose: async (delivery) => delivery.message,
  });
}
