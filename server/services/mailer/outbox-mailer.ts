import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { type MailFromSource, resolveFrom } from './mail-sender';
import type { Mailer, MailLog } from './mailer';
import { toNodemailerOptions } from './to-nodemailer';

export interface OutboxMailerOptions {
  dir: string;
  from: MailFromSource;
  log: MailLog;
}

/**
 * The mailer of an install without SMTP_URL: each message is written as an RFC 822 .eml file,
 * so the default install works end to end and an operator can open what would have been sent.
 */
export function createOutboxMailer({ dir, from, log }: OutboxMailerOptions): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(toNodemailerOptions(await resolveFrom(from), message));
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      // Written aside then renamed, so a reader of the folder never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      log.info({ to: message.to, subject: message.subject, file: name }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
