import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../core/mail/smtp-mailer';
import { signUnsubscribeToken, unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { oneClickUrl, parseMail, rawHeader, waitForDeliveries } from '../../test/mail-helpers';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://vitrine.test';
const FROM = 'Vitrine <news@vitrine.test>';
const newsletter = {
  subject: '  The Boom Box Kid drops Friday ',
  htmlContent: '<html><body><h1>Boom Box Kid</h1><p>Mirror chrome, edition of 50.</p></body></html>',
  textContent: 'Boom Box Kid\nMirror chrome, edition of 50.',
};

let peer: SmtpPeer;
let mailer: ReturnType<typeof createSmtpMailer>;
let t: TestApp;
let token: string;

beforeAll(async () => {
  peer = await startSmtpPeer();
  mailer = createSmtpMailer({ url: peer.url, from: FROM });
  // The app's own senders deliver through the test's mail server.
  t = await createTestApp({ mailer, publicUrl: PUBLIC_URL });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  mailer.close();
  await peer.close();
});

const subscribe = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email } });
const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/newsletters/send', headers: bearer(token), payload });
const subscribers = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/newsletters', headers: bearer(token) })).json<
    { id: number; email: string }[]
  >();
const campaigns = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/newsletters/campaigns', headers: bearer(token) })
  ).json();

/** Queues a newsletter, waits until every copy is final, and answers the copies it added. */
async function sendAndDeliver(subject: string) {
  const before = peer.messages.length;
  const response = await send({ ...newsletter, subject });
  expect(response.statusCode).toBe(202);
  await waitForDeliveries(t.db);
  const messages = peer.messages.slice(before);
  return { response, messages, recipients: messages.flatMap((message) => message.to).sort() };
}

describe('POST /api/admin/newsletters/send', () => {
  it('refuses to send when nobody is subscribed, and records nothing', async () => {
    const response = await send(newsletter);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'There are no newsletter subscribers to send to' });
    expect(await campaigns()).toEqual([]);
  });

  it('answers the validation messages for a blank subject or missing content', async () => {
    expect((await send({ ...newsletter, subject: '  ' })).json().message).toBe(
      'Please enter a subject for the newsletter',
    );
    expect((await send({ ...newsletter, textContent: '' })).json().message).toBe(
      'Please enter both HTML and text content',
    );
  });

  it('delivers exactly one copy per subscriber, with both bodies and one-click unsubscribe', async () => {
    for (const email of ['ada@example.com', 'bo@example.com', 'cy@example.com']) await subscribe(email);

    const { response, messages, recipients } = await sendAndDeliver(newsletter.subject);
    expect(response.json()).toEqual({
      campaignId: expect.any(Number),
      message: 'Newsletter queued for 3 subscribers',
    });
    expect(recipients).toEqual(['ada@example.com', 'bo@example.com', 'cy@example.com']);

    const mail = await parseMail(messages.find((message) => message.to[0] === 'ada@example.com')!);
    expect(rawHeader(mail, 'From')).toBe(FROM);
    expect(mail.subject).toBe('The Boom Box Kid drops Friday');
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = oneClickUrl(mail);
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe(`${PUBLIC_URL}/api/unsubscribe`);
    const page = `${PUBLIC_URL}/unsubscribe${oneClick.search}`;
    expect(mail.text).toContain('Boom Box Kid\nMirror chrome, edition of 50.');
    expect(mail.text).toContain(`Unsubscribe: ${page}`);
    expect(mail.html).toContain('<h1>Boom Box Kid</h1>');
    expect(mail.html).toContain(`href="${page}"`);
    // The footer goes inside the admin's document, not after </html>.
    expect(mail.html).toMatch(/Unsubscribe<\/a><\/p>\s*<\/body><\/html>$/);

    expect(await campaigns()).toEqual([
      expect.objectContaining({
        subject: 'The Boom Box Kid drops Friday',
        total: 3,
        sent: 3,
        failed: 0,
        pending: 0,
      }),
    ]);
  });

  it('sends nothing more to an address that unsubscribed by the link, until it subscribes again', async () => {
    const second = await sendAndDeliver('Second letter');
    const mail = await parseMail(second.messages.find((message) => message.to[0] === 'bo@example.com')!);
    const oneClick = oneClickUrl(mail);

    // What a mail client does for RFC 8058 one-click.
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect((await subscribers()).map((subscriber) => subscriber.email)).not.toContain('bo@example.com');

    const third = await sendAndDeliver('Third letter');
    expect(third.response.json().message).toBe('Newsletter queued for 2 subscribers');
    expect(third.recipients).toEqual(['ada@example.com', 'cy@example.com']);

    expect((await subscribe('Bo@Example.com')).statusCode).toBe(201);
    expect((await subscribers()).map((subscriber) => subscriber.email)).toContain('bo@example.com');
    const fourth = await sendAndDeliver('Fourth letter');
    expect(fourth.recipients).toEqual(['ada@example.com', 'bo@example.com', 'cy@example.com']);
  });

  it('skips a recipient who unsubscribed after the campaign was queued', async () => {
    await t.app.background.stop();
    const before = peer.messages.length;
    expect((await send({ ...newsletter, subject: 'Queued while paused' })).json().message).toBe(
      'Newsletter queued for 3 subscribers',
    );
    const cy = (await subscribers()).find((subscriber) => subscriber.email === 'cy@example.com')!;
    const cyToken = signUnsubscribeToken(await unsubscribeSecret(t.db), cy.id, cy.email);
    await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: cyToken } });

    await t.app.background.start();
    await waitForDeliveries(t.db);
    expect(
      peer.messages
        .slice(before)
        .flatMap((message) => message.to)
        .sort(),
    ).toEqual(['ada@example.com', 'bo@example.com']);
    expect((await campaigns())[0]).toMatchObject({
      subject: 'Queued while paused',
      total: 3,
      sent: 2,
      skipped: 1,
    });
  });

  it('lists campaigns newest first', async () => {
    expect((await campaigns()).map((campaign: { subject: string }) => campaign.subject)).toEqual([
      'Queued while paused',
      'Fourth letter',
      'Third letter',
      'Second letter',
      'The Boom Box Kid drops Friday',
    ]);
  });
});
