import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from './test';

/** Where the journeys' server writes every email it sends (no SMTP server is set). */
const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The copy the outbox holds for one address and subject, once it is written. */
export function readDeliveredCopy(to: string, subject: string, timeout = 20_000): Promise<ParsedMail> {
  return readDeliveredCopyIn(OUTBOX, to, subject, timeout);
}

/** The same, from the outbox folder of another server (a journey's private one: `<dataDir>/outbox`). */
export async function readDeliveredCopyIn(
  outbox: string,
  to: string,
  subject: string,
  timeout = 20_000,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox).catch(() => []);
        for (const name of names.filter((file) => file.endsWith('.eml'))) {
          const mail = await simpleParser(await readFile(path.join(outbox, name)));
          if (mail.subject === subject && mail.to && 'text' in mail.to && mail.to.text === to) found = mail;
        }
        return found !== undefined;
      },
      { timeout },
    )
    .toBe(true);
  return found as ParsedMail;
}
