import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suppression } from '../../../../contract/suppressions';
import { createReturnPaths } from '../../../core/mail/return-path';
import { createSmtpMailer } from '../../../core/mail/smtp-mailer';
import { type Dovecot, startDovecot } from '../../../test/dovecot';
import { arfComplaint, type OriginalMail, postfixBounce } from '../../../test/feedback-reports';
import { recordingLog, waitForDeliveries } from '../../../test/mail-helpers';
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { openBounceMailbox } from './bounce-mailbox';
import { type BounceReader, createBounceReader } from './bounce-reader';
import { bounceSecret } from './bounce-secret';

let t: TestApp;
let peer: SmtpPeer;
let dovecot: Dovecot;
let mailer: ReturnType<typeof createSmtpMailer>;
let token: string;
let pop3: BounceReader;
let imap: BounceReader;

const DOMAIN = 'chromenostalgia.example';

beforeAll(async () => {
  [peer, dovecot] = await Promise.all([startSmtpPeer(), startDovecot()]);
  // The secret is the app's: read from its database once it exists, as the server's mailer does.
  const secret = () => bounceSecret(t.db);
  mailer = createSmtpMailer({
    url: peer.url,
    from: `Chrome Nostalgia <news@${DOMAIN}>`,
    returnPaths: createReturnPaths(`bounce@${DOMAIN}`, secret),
  });
  // The app's own senders deliver through the test's mail server.
  t = await createTestApp({ mailer, publicUrl: `https://${DOMAIN}` });
  token = await t.login();
  const credentials = `${dovecot.user}:${dovecot.password}@localhost`;
  const tls = { ca: dovecot.ca };
  const reader = (url: string) =>
    createBounceReader({ db: t.db, mailbox: openBounceMailbox(url, tls), secret, log: recordingLog().log });
  pop3 = reader(`pop3s://${credentials}:${dovecot.pop3sPort}`);
  imap = reader(`imaps://${credentials}:${dovecot.imapsPort}/INBOX`);
});
afterAll(async () => {
  await t?.close();
  mailer?.close();
  await peer?.close();
  await dovecot?.stop();
});

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const suppressions = async () => (await admin('GET', '/api/admin/suppressions')).json<Suppression[]>();
const campaigns = async () =>
  (await admin('GET', '/api/admin/newsletters/campaigns')).json<Record<string, number | string>[]>();

/** Sends a newsletter to every subscriber and answers each recipient's copy as it left. */
async function sendNewsletter(subject: string): Promise<Map<string, OriginalMail>> {
  const before = peer.messages.length;
  const response = await admin('POST', '/api/admin/newsletters/send', {
    subject,
    htmlContent: '<p>Three new figures leave the studio this month.</p>',
    textContent: 'Three new figures leave the studio this month.',
  });
  expect(response.statusCode).toBe(202);
  await waitForDeliveries(t.db);
  const copies = new Map<string, OriginalMail>();
  for (const message of peer.messages.slice(before)) {
    const to = message.to[0]!;
    const messageId = /^Message-ID: (.+)$/im.exec(message.raw.toString())?.[1]?.trim() ?? '<x@y>';
    copies.set(to, { returnPath: message.from, to, subject, messageId });
  }
  return copies;
}

describe('bounces and complaints read from a dovecot mailbox', () => {
  it('suppress a hard bounce (POP3) and a complaint (IMAP) on every list, count them in the report, and delete them', async () => {
    for (const email of ['ada@example.com', 'Bo@Example.com', 'cy@example.com']) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email } })).statusCode,
      ).toBe(201);
    }
    const copies = await sendNewsletter('The winter release');
    expect(copies.get('ada@example.com')!.returnPath).toMatch(
      /^bounce\+n\d+-[0-9a-f]{20}@chromenostalgia\.example$/,
    );
    // Each recipient has their own return path.
    expect(new Set([...copies.values()].map((copy) => copy.returnPath)).size).toBe(3);

    await dovecot.deliver(
      postfixBounce(copies.get('ada@example.com')!, {
        status: '5.1.1',
        diagnostic: '550 5.1.1 <ada@example.com>: Recipient address rejected: User unknown',
      }),
    );
    const reply =
      'From: someone@example.net\r\nTo: bounce@chromenostalgia.example\r\nSubject: hello\r\n\r\nA person wrote this.\r\n';
    await dovecot.deliver(reply);
    expect(await pop3.readOnce()).toMatchObject({ read: 2, recorded: 1, suppressed: 1, deleted: 1 });

    await dovecot.deliver(
      arfComplaint(copies.get('Bo@example.com')!, { feedbackLoopAddress: `fbl@${DOMAIN}` }),
    );
    expect(await imap.readOnce()).toMatchObject({ read: 2, recorded: 1, suppressed: 1, deleted: 1 });
    // Only the person's message is left, for a person to read.
    expect(await dovecot.count()).toBe(1);

    expect(await suppressions()).toEqual([
      expect.objectContaining({
        email: 'bo@example.com',
        reason: 'complained',
        campaign: expect.objectContaining({ subject: 'The winter release' }),
      }),
      expect.objectContaining({
        email: 'ada@example.com',
        reason: 'bounced',
        detail: expect.stringContaining('5.1.1'),
      }),
    ]);
    expect((await campaigns())[0]).toMatchObject({ sent: 3, delivered: 1, bounced: 1, complained: 1 });

    // The next newsletter goes to cy only; waitlists and confirmations skip them too (one queue rule).
    const next = await sendNewsletter('The spring release');
    expect([...next.keys()]).toEqual(['cy@example.com']);
    expect((await campaigns())[0]).toMatchObject({ subject: 'The spring release', sent: 1, skipped: 2 });
  });

  it('counts a report read twice once, and ignores a forged one', async () => {
    const [cy] = (await sendNewsletter('A third letter')).values();
    const bounce = postfixBounce(cy!, { status: '5.1.1', diagnostic: '550 5.1.1 unknown user' });
    // The same report twice (a delete lost with the connection), and one with a made-up signature.
    await dovecot.deliver(bounce);
    await dovecot.deliver(bounce);
    const forged = postfixBounce(
      {
        ...cy!,
        to: 'dana@example.com',
        returnPath: cy!.returnPath.replace(/-[0-9a-f]{20}@/, '-0123456789abcdef0123@'),
      },
      { status: '5.1.1', diagnostic: '550 5.1.1 unknown user' },
    );
    await dovecot.deliver(forged);
    const result = await pop3.readOnce();
    expect(result).toMatchObject({ recorded: 1, suppressed: 1, unverified: 1, deleted: 3 });
    expect((await suppressions()).map((row) => row.email)).not.toContain('dana@example.com');
  });

  it('suppresses after three soft bounces in a row, and the owner can lift a suppression', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'eve@example.com' } }))
        .statusCode,
    ).toBe(201);
    for (let round = 1; round <= 3; round++) {
      const eve = (await sendNewsletter(`Soft ${round}`)).get('eve@example.com')!;
      await dovecot.deliver(postfixBounce(eve, { status: '4.2.2', diagnostic: '452 4.2.2 Mailbox full' }));
      await imap.readOnce();
      const listed = (await suppressions()).some((row) => row.email === 'eve@example.com');
      expect(listed).toBe(round === 3);
    }
    expect((await suppressions()).find((row) => row.email === 'eve@example.com')?.reason).toBe(
      'soft-bounced',
    );

    const lifted = await admin('POST', '/api/admin/suppressions/lift', { email: 'eve@example.com' });
    expect(lifted.statusCode).toBe(200);
    // The log names the address lifted, as the owner typed it, and no fields.
    const [logged] = (await (await admin('GET', '/api/admin/activity?entity=suppressed-address')).json())
      .entries;
    expect(logged).toMatchObject({ action: 'lift', entity: 'suppressed-address', target: 'eve@example.com' });
    expect((await suppressions()).map((row) => row.email)).not.toContain('eve@example.com');
    expect((await sendNewsletter('Welcome back')).has('eve@example.com')).toBe(true);
    expect(
      (await admin('POST', '/api/admin/suppressions/lift', { email: 'eve@example.com' })).statusCode,
    ).toBe(404);
  });
});
