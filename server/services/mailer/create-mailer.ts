import path from 'node:path';
import type { MailFromSource } from './mail-sender';
import type { Mailer, MailLog } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export interface MailerConfig {
  smtpUrl?: string;
  mailFrom: MailFromSource;
  dataDir: string;
  maxConnections?: number;
}

/** SMTP when SMTP_URL is set, else .eml files under DATA_DIR/outbox. */
export function createMailer(config: MailerConfig, log: MailLog): Mailer {
  if (config.smtpUrl) {
    return createSmtpMailer({
      url: config.smtpUrl,
      from: config.mailFrom,
      maxConnections: config.maxConnections,
    });
  }
  return createOutboxMailer({ dir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log });
}
