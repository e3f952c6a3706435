import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';
import { type MailerIdentity, toNodemailerOptions } from './to-nodemailer';

export interface SmtpMailerOptions extends MailerIdentity {
  /** smtp://user:pass@host:587 or smtps://...; it holds a password, so it is never logged. */
  url: string;
  /** Open connections at most; the newsletter sender's concurrency. */
  maxConnections?: number;
}

/**
 * Every step has a deadline well under the newsletter sender's lease, so a stalled server
 * turns into a retryable failure instead of a claim held forever.
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** Pooled SMTP: connections are reused across the messages of a campaign. */
export function createSmtpMailer({ url, maxConnections = 8, ...identity }: SmtpMailerOptions): Mailer {
  const transport = createTransport({ url, pool: true, maxConnections, ...TIMEOUTS });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail(await toNodemailerOptions(identity, message));
    },
    close: () => transport.close(),
  };
}
