import path from 'node:path';
import type { Mailer, MailLog } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { MailerIdentity } from './to-nodemailer';

export interface MailerConfig extends MailerIdentity {
  smtpUrl?: string;
  dataDir: string;
  maxConnections?: number;
}

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/outbox; both sign and set the return path alike. */
export function createMailer(
  { smtpUrl, dataDir, maxConnections, ...identity }: MailerConfig,
  log: MailLog,
): Mailer {
  if (smtpUrl) return createSmtpMailer({ url: smtpUrl, maxConnections, ...identity });
  return createOutboxMailer({ dir: path.join(dataDir, 'outbox'), log, ...identity });
}
