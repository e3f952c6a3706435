import { simpleParser } from 'mailparser';
import { MIN_RETRY_SECONDS } from '../../server/core/delivery/retry-delay';
import { type SmtpPeer, smtpError, startSmtpPeer } from '../../server/test/smtp-peer';
import { type PrivateServer, startPrivateServer } from './private-server';
import { solvedChallenge, uniqueEmail } from './support';
import { expect, test } from './test';

/**
 * The owner's reply leaves by a real mail server, the way it would in production: the server
 * sends through SMTP to a peer on loopback. The peer first refuses every message (the provider
 * down at the drop minute); the reply waits in the outbox and arrives once the peer accepts,
 * from the brand, answering to the owner's address, with the collector's words quoted.
 *
 * On a server of its own: the shared journey server writes its mail to files instead.
 */
const OWNER = { username: 'reply-owner', password: 'reply-owner-password' };
const STUDIO = 'studio@chrome-nostalgia.example';

let peer: SmtpPeer;
let server: PrivateServer;
let refusing = true;
const refusedFor: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(330_000);
  peer = await startSmtpPeer({
    onRecipient: (address) => {
      if (!refusing) return null;
      refusedFor.push(address);
      return smtpError(421, 'Service not available, try again later');
    },
  });
  server = await startPrivateServer({
    env: (at) => ({
      PUBLIC_URL: at,
      DEMO_CONTENT: 'true',
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      SMTP_URL: peer.url,
      NOTIFY_EMAIL: STUDIO,
      RENDERS_PER_MINUTE: '100000',
      // The refused reply is tried again 10 s later (the shortest the server takes), not a minute.
      MAIL_RETRY_SECONDS: String(MIN_RETRY_SECONDS),
    }),
  });
});

test.afterAll(async () => {
  await server?.stop();
  await peer?.close();
});

test('a reply written while the mail server is down reaches the collector through SMTP once it is back', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const origin = server.origin;
  const email = uniqueEmail('otto');
  const sent = await request.post(`${origin}/api/inquiries`, {
    headers: await solvedChallenge(request, origin),
    data: {
      name: 'Otto Brandt',
      email,
      message: 'Could the 12 inch Hero Kid ship to Hamburg before the holidays?',
      sculptureInterest: 'Hero Kid',
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Username').focus();
  await page.keyboard.type(OWNER.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(OWNER.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('tab', { name: 'Inquiries' }).click();
  const search = page.getByRole('searchbox', { name: 'Search inquiries' });
  await search.focus();
  await page.keyboard.type('Hamburg');
  await page.keyboard.press('Enter');
  const item = page.getByRole('article', { name: 'Otto Brandt' });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Open and reply' }).focus();
  await page.keyboard.press('Enter');
  await item
    .getByLabel('Your reply')
    .fill('Dear Otto,\n\nYes: it leaves the studio on Monday, insured to Hamburg.');
  await item.getByRole('button', { name: 'Send reply' }).click();
  // Queued: the owner is told it is sent, although the mail server is refusing right now.
  await expect(item.getByText('Replied', { exact: true })).toBeVisible();

  // The server has tried the collector's copy and been refused: nothing delivered, nothing lost.
  await expect.poll(() => refusedFor.includes(email), { timeout: 30_000 }).toBe(true);
  expect(peer.messages.filter((message) => message.to.includes(email))).toHaveLength(0);
  refusing = false;
  // The outbox retries on its own schedule (MAIL_RETRY_SECONDS after the first refusal, then
  // twice that): wait for the copy, not a time.
  await expect
    .poll(() => peer.messages.filter((message) => message.to.includes(email)).length, { timeout: 150_000 })
    .toBeGreaterThan(0);
  const copies = peer.messages.filter((message) => message.to.includes(email));
  const replies = [];
  for (const copy of copies) {
    const mail = await simpleParser(copy.raw);
    if (mail.subject === 'Re: your inquiry about Hero Kid') replies.push(mail);
  }
  expect(replies).toHaveLength(1);
  const [reply] = replies;
  if (!reply) throw new Error('The reply did not arrive');
  expect(reply.text).toContain('it leaves the studio on Monday, insured to Hamburg.');
  expect(reply.text).toContain('> Could the 12 inch Hero Kid ship to Hamburg before the holidays?');
  expect(reply.replyTo?.text).toContain(STUDIO);
  expect(reply.from?.text).not.toContain(STUDIO);
});
