import { createTransport } from 'nodemailer';
import { type MailFromSource, resolveFrom } from './mail-sender';
import type { Mailer } from './mailer';
import { toNodemailerOptions } from './to-nodemailer';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://...; it holds a password, so it is never logged. */
  url: string;
  from: MailFromSource;
  /** Open connections at most; the newsletter sender's concurrency. */
  maxConnections?: number;
}

/**
 * Every step has a deadline well under the newsletter sender's lease, so a stalled server
 * turns into a retryable failure instead of a claim held forever.
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** Pooled SMTP: connections are reused across the messages of a campaign. */
export function createSmtpMailer({ url, from, maxConnections = 8 }: SmtpMailerOptions): Mailer {
  const transport = createTransport({ url, pool: true, maxConnections, ...TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail(toNodemailerOptions(await resolveFrom(from), message));
    },
    close: () => transport.close(),
  };
}
