import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mailer, MailLog } from './mailer';
import { type MailerIdentity, toNodemailerOptions } from './to-nodemailer';

export interface OutboxMailerOptions extends MailerIdentity {
  dir: string;
  log: MailLog;
}

/**
 * The mailer of an install without SMTP_URL: each message is written as an RFC 822 .eml file,
 * so the default install works end to end and an operator can open what would have been sent.
 * The file is what a mailbox would hold: signed as sent, with the Return-Path line the receiving
 * server writes from the envelope.
 */
export function createOutboxMailer({ dir, log, ...identity }: OutboxMailerOptions): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const options = await toNodemailerOptions(identity, message);
      const info = await transport.sendMail(options);
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      const eml = Buffer.concat([
        Buffer.from(`Return-Path: <${options.envelope.from}>\n`),
        info.message as Buffer,
      ]);
      // Written aside then renamed, so a reader of the folder never sees half a message.
      await writeFile(`${file}.tmp`, eml);
      await rename(`${file}.tmp`, file);
      log.info({ to: message.to, subject: message.subject, file: name }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
