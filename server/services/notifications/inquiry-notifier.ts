import type { Inquiry } from '../../../contract/inquiry';
import type { Mailer, MailLog } from '../mailer/mailer';
import { buildInquiryNotification } from './inquiry-notification';

export interface InquiryNotifier {
  /** Starts sending and returns at once: the visitor's request never waits on SMTP. */
  notify(inquiry: Inquiry): void;
  /** Resolves once every notification started so far has been sent or has failed. */
  drain(): Promise<void>;
}

/**
 * Emails each new inquiry to NOTIFY_EMAIL after it was stored. A failure is logged and
 * nothing more: the inquiry is already safe in the database and listed in the admin.
 */
export function createInquiryNotifier({
  mailer,
  to,
  log,
}: {
  mailer: Mailer;
  to: string;
  log: MailLog;
}): InquiryNotifier {
  const pending = new Set<Promise<void>>();
  return {
    notify(inquiry) {
      const task = mailer
        .send(buildInquiryNotification(inquiry, to))
        .catch((error: unknown) => {
          log.error({ err: error, inquiryId: inquiry.id }, 'inquiry notification could not be sent');
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      await Promise.all(pending);
    },
  };
}
