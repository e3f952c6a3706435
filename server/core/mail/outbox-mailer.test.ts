import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, recordingLog } from '../../test/mail-helpers';
import { createMailer } from './create-mailer';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-outbox-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox and logs subject and recipient only', async () => {
    const { log, entries } = recordingLog();
    const mailer = createMailer({ from: 'Vitrine <no-reply@vitrine.test>', dataDir }, log);
    expect(mailer.kind).toBe('outbox');

    await mailer.send({
      to: 'dana@example.com',
      subject: 'Your edition',
      text: 'Secret link: https://vitrine.test/unsubscribe?token=1.abc',
      html: '<p>Secret link</p>',
      replyTo: { name: 'Studio', address: 'studio@vitrine.test' },
    });
    mailer.close();

    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await parseMail(await readFile(path.join(dataDir, 'outbox', files[0]!)));
    expect(mail.from?.value).toEqual([{ name: 'Vitrine', address: 'no-reply@vitrine.test' }]);
    expect(mail.replyTo?.value).toEqual([{ name: 'Studio', address: 'studio@vitrine.test' }]);
    expect(mail.subject).toBe('Your edition');
    expect(mail.text?.trim()).toBe('Secret link: https://vitrine.test/unsubscribe?token=1.abc');
    expect(mail.html).toBe('<p>Secret link</p>');

    expect(entries).toEqual([
      {
        level: 'info',
        message: 'mail written to the outbox',
        details: { to: 'dana@example.com', subject: 'Your edition', file: files[0] },
      },
    ]);
  });
});
