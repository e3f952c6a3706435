import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteSetting } from '../../modules/content/site-settings';
import { parseMail, recordingLog } from '../../test/mail-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createMailer } from './create-mailer';
import { SENDER_NAME_TTL_MS, siteSender } from './mail-sender';
import { mailSenderOf } from './sender';

let t: TestApp;
let token: string;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-sender-'));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const saveSenderName = (value: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/site-settings',
    headers: bearer(token),
    payload: { key: 'email-sender-name', value },
  });

/** The From of the last message the outbox mailer wrote. */
async function lastFrom() {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox)).sort();
  const mail = await parseMail(await readFile(path.join(outbox, files.at(-1)!)));
  return mail.from?.value;
}

describe('the sender of the site emails without MAIL_FROM', () => {
  it("is the brand's name, then the name the owner saves in Site Settings, never the software's", async () => {
    let clock = 0;
    const from = siteSender({
      sender: mailSenderOf(undefined, 'shop.example.com'),
      readName: () => getSiteSetting(t.db, 'email-sender-name'),
      now: () => clock,
    });
    const mailer = createMailer({ from, dataDir }, recordingLog().log);
    const send = () => mailer.send({ to: 'dana@example.com', subject: 'News', text: 'Hello' });

    await send();
    expect(await lastFrom()).toEqual([{ name: 'Chrome Nostalgia', address: 'no-reply@shop.example.com' }]);

    expect((await saveSenderName('Studio Rivera, "Chrome" <works>')).statusCode).toBe(200);
    // Read again once the short cache lapses: a campaign does not read it for every copy.
    clock += SENDER_NAME_TTL_MS;
    await send();
    expect(await lastFrom()).toEqual([
      { name: 'Studio Rivera, "Chrome" <works>', address: 'no-reply@shop.example.com' },
    ]);

    expect((await saveSenderName('  ')).statusCode).toBe(200);
    clock += SENDER_NAME_TTL_MS;
    await send();
    expect(await lastFrom()).toEqual([{ name: 'Chrome Nostalgia', address: 'no-reply@shop.example.com' }]);
    mailer.close();
  });

  it('keeps the last name known when the setting cannot be read, rather than losing the mail', async () => {
    let clock = 0;
    let fail = false;
    const from = siteSender({
      sender: mailSenderOf(undefined, 'shop.example.com'),
      readName: async () => {
        if (fail) throw new Error('database down');
        return 'Studio';
      },
      now: () => clock,
    });
    expect(await from()).toEqual({ name: 'Studio', address: 'no-reply@shop.example.com' });
    fail = true;
    clock += SENDER_NAME_TTL_MS;
    expect(await from()).toEqual({ name: 'Studio', address: 'no-reply@shop.example.com' });
  });

  it("puts the owner's name on MAIL_FROM's address, MAIL_FROM's own name standing until the owner names one", async () => {
    let clock = 0;
    let saved: string | null = null;
    const from = siteSender({
      sender: mailSenderOf('"The Studio" <news@studio.example>', 'shop.example.com'),
      readName: async () => saved,
      now: () => clock,
    });
    expect(await from()).toEqual({ name: 'The Studio', address: 'news@studio.example' });
    saved = 'Studio Rivera';
    clock += SENDER_NAME_TTL_MS;
    expect(await from()).toEqual({ name: 'Studio Rivera', address: 'news@studio.example' });
  });

  it('refuses a sender name longer than a header line should be', async () => {
    expect((await saveSenderName('x'.repeat(201))).statusCode).toBe(400);
  });
});
