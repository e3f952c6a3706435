import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../core/mail/smtp-mailer';
import { oneClickUrl, parseMail, rawHeader } from '../../test/mail-helpers';
import { type SmtpPeer, smtpError, startSmtpPeer } from '../../test/smtp-peer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { recordFeedback } from '../audience/bounces/feedback';
import { liftSuppression } from '../audience/suppressions';

const PUBLIC_URL = 'https://vitrine.test';
const FROM = 'Vitrine <news@vitrine.test>';
const newsletter = {
  subject: ' The Boom Box Kid drops Friday ',
  htmlContent: '<html><body><h1>Boom Box Kid</h1></body></html>',
  textContent: 'Boom Box Kid',
};

let peer: SmtpPeer;
let mailer: ReturnType<typeof createSmtpMailer>;
let t: TestApp;
let token: string;

beforeAll(async () => {
  peer = await startSmtpPeer({
    onRecipient: (address) => (address === 'full@example.com' ? smtpError(552, 'Mailbox full') : null),
  });
  mailer = createSmtpMailer({ url: peer.url, from: FROM });
  t = await createTestApp({ mailer, publicUrl: PUBLIC_URL });
  token = await t.login();
});
afterAll(async () => {
  mailer.close();
  await t.close();
  await peer.close();
});

const sendTest = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/newsletters/test',
    headers: bearer(token),
    payload,
    remoteAddress: ip,
  });
const lastAddress = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/newsletters/test-address', headers: bearer(token) })
  ).json();

describe('POST /api/admin/newsletters/test', () => {
  it('sends one copy to the address, built as a subscriber copy is, its subject marked as a test', async () => {
    expect(await lastAddress()).toEqual({ email: null });
    const response = await sendTest({ ...newsletter, email: ' Owner@Example.COM ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Test copy sent to Owner@example.com' });

    expect(peer.messages).toHaveLength(1);
    expect(peer.messages[0]!.to).toEqual(['Owner@example.com']);
    const mail = await parseMail(peer.messages[0]!);
    expect(mail.subject).toBe('[Test] The Boom Box Kid drops Friday');
    expect(rawHeader(mail, 'From')).toBe(FROM);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(oneClickUrl(mail).href).toBe(`${PUBLIC_URL}/api/unsubscribe`);
    expect(mail.html).toContain('<h1>Boom Box Kid</h1>');
    expect(mail.text).toContain('Boom Box Kid\n\n--\n');

    // Not a campaign: nothing is listed, nobody else gets it.
    const campaigns = await t.app.inject({
      method: 'GET',
      url: '/api/admin/newsletters/campaigns',
      headers: bearer(token),
    });
    expect(campaigns.json()).toEqual([]);
    // The composer offers the address again.
    expect(await lastAddress()).toEqual({ email: 'Owner@example.com' });
  });

  it("gives a subscriber's test copy their own working unsubscribe link", async () => {
    await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'fan@example.com' } });
    await sendTest({ ...newsletter, email: 'fan@example.com' }, '10.0.0.2');
    const mail = await parseMail(peer.messages.at(-1)!);
    const link = oneClickUrl(mail);
    const preview = await t.app.inject({ method: 'GET', url: `/api/unsubscribe${link.search}` });
    expect(preview.json()).toEqual({ email: 'f***@example.com', subscribed: true });
  });

  it('refuses an address that is not one bare address, or none, with the reason', async () => {
    const sentBefore = peer.messages.length;
    // The last one looks right but is longer than an address can be (254 characters).
    const tooLong = `${'a'.repeat(250)}@example.com`;
    for (const email of ['not-an-address', 'a@b.com, victim@x.com', 'Name <a@b.com>', tooLong]) {
      const response = await sendTest({ ...newsletter, email }, '10.0.0.3');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a valid email address.');
    }
    const missing = await sendTest({ ...newsletter, email: '  ' }, '10.0.0.3');
    expect(missing.json().message).toBe('Please enter the address to send the test copy to');
    const noSubject = await sendTest({ ...newsletter, subject: ' ', email: 'a@b.com' }, '10.0.0.3');
    expect(noSubject.json().message).toBe('Please enter a subject for the newsletter');
    expect(peer.messages.length).toBe(sentBefore);
  });

  it('says why when the mail server refuses the copy, and keeps the last good address', async () => {
    const response = await sendTest({ ...newsletter, email: 'full@example.com' }, '10.0.0.4');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/^The test copy could not be sent: .*Mailbox full/);
    expect(await lastAddress()).toEqual({ email: 'fan@example.com' });
  });

  it('sends nothing to a suppressed address until the owner lifts it', async () => {
    await recordFeedback(t.db, {
      reportId: '<dsn-1@mx.example>',
      email: 'Gone@Example.com',
      kind: 'hard',
      campaignId: null,
      detail: '5.1.1 user unknown',
    });
    const before = peer.messages.length;
    const refused = await sendTest({ ...newsletter, email: 'gone@example.com' }, '10.0.0.6');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^gone@example.com bounced or reported our mail as spam/);
    expect(peer.messages.length).toBe(before);
    await liftSuppression(t.db, 'gone@example.com');
    expect((await sendTest({ ...newsletter, email: 'gone@example.com' }, '10.0.0.6')).statusCode).toBe(200);
  });

  it('allows a few copies a minute, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await sendTest({ ...newsletter, email: 'owner@example.com' }, '10.0.0.5')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('is for a signed-in admin only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletters/test',
      payload: { ...newsletter, email: 'owner@example.com' },
    });
    expect(response.statusCode).toBe(401);
  });
});
