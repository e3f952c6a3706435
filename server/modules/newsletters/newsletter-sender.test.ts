import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../core/db/index';
import { createSmtpMailer } from '../../core/mail/smtp-mailer';
import { newsletterDeliveries, newsletterSubscribers } from '../../db/schema';
import { recordingLog, waitForDeliveries } from '../../test/mail-helpers';
import { type SmtpPeer, type SmtpPeerOptions, smtpError, startSmtpPeer } from '../../test/smtp-peer';
import { openTestDatabase } from '../../test/test-app';
import { subscribe } from '../audience/subscribers';
import { queueCampaign } from './campaigns';
import { claimDueDeliveries } from './deliveries';
import { createNewsletterSender, type NewsletterSenderOptions } from './newsletter-sender';

const content = { subject: 'Drop', htmlContent: '<p>Drop</p>', textContent: 'Drop' };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Every test starts with no subscribers and no deliveries (deleting subscribers cascades). */
beforeEach(async () => {
  await database.db.delete(newsletterSubscribers);
});

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A peer, a mailer to it and a running sender with test-sized delays. */
async function startSending(
  peerOptions: SmtpPeerOptions,
  senderOptions: Partial<NewsletterSenderOptions> = {},
) {
  const peer = await startSmtpPeer(peerOptions);
  cleanups.push(() => peer.close());
  return { peer, ...(await startSender(peer.url, senderOptions)) };
}

async function startSender(smtpUrl: string, senderOptions: Partial<NewsletterSenderOptions> = {}) {
  const mailer = createSmtpMailer({ url: smtpUrl, from: 'Vitrine <news@vitrine.test>' });
  const { log, entries } = recordingLog();
  const sender = createNewsletterSender({
    db: database.db,
    mailer,
    publicUrl: 'https://vitrine.test',
    log,
    pollIntervalMs: 20,
    retry: { baseDelayMs: 20, maxDelayMs: 100, maxAttempts: 3 },
    ...senderOptions,
  });
  await sender.start();
  cleanups.push(async () => {
    await sender.stop();
    mailer.close();
  });
  return { sender, logs: entries };
}

async function queueTo(emails: string[]) {
  for (const email of emails) await subscribe(database.db, email, false);
  const queued = await queueCampaign(database.db, { content });
  expect(queued).toMatchObject({ ok: true, recipients: emails.length });
}

async function deliveryOf(email: string) {
  const [row] = await database.db
    .select()
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.email, email));
  return row!;
}

const copiesTo = (peer: SmtpPeer, email: string) => peer.recipients().filter((to) => to === email).length;

describe('newsletter sender', () => {
  it('retries a temporary refusal with backoff, then delivers one copy', async () => {
    let refusals = 0;
    const { peer, sender } = await startSending({
      onRecipient: (address) =>
        address === 'flaky@example.com' && refusals++ < 1
          ? smtpError(451, '4.7.1 Greylisted, try again later')
          : null,
    });
    await queueTo(['flaky@example.com', 'steady@example.com']);
    sender.wake();
    await waitForDeliveries(database.db);

    expect(await deliveryOf('flaky@example.com')).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    expect((await deliveryOf('flaky@example.com')).sentAt).toBeInstanceOf(Date);
    expect(await deliveryOf('steady@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(copiesTo(peer, 'flaky@example.com')).toBe(1);
  });

  it('records a permanent refusal as failed without retrying it', async () => {
    const { peer, sender, logs } = await startSending({
      onRecipient: (address) =>
        address === 'gone@example.com' ? smtpError(550, '5.1.1 No such user') : null,
    });
    await queueTo(['gone@example.com', 'here@example.com']);
    sender.wake();
    await waitForDeliveries(database.db);

    const failed = await deliveryOf('gone@example.com');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(failed.lastError).toContain('550 5.1.1 No such user');
    expect(await deliveryOf('here@example.com')).toMatchObject({ status: 'sent' });
    expect(copiesTo(peer, 'gone@example.com')).toBe(0);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'newsletter delivery failed' }),
    );
  });

  it('gives up after the last attempt of a failure that stays temporary', async () => {
    const { sender } = await startSending({ onRecipient: () => smtpError(452, '4.2.2 Mailbox full') });
    await queueTo(['full@example.com']);
    sender.wake();
    await waitForDeliveries(database.db);
    expect(await deliveryOf('full@example.com')).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: expect.stringContaining('452 4.2.2 Mailbox full'),
    });
  });

  it('treats an unreachable server as temporary', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const { sender } = await startSender(`smtp://127.0.0.1:${closedPort}`, {
      retry: { baseDelayMs: 60_000, maxAttempts: 3 },
    });
    await queueTo(['patient@example.com']);
    sender.wake();
    await expect
      .poll(async () => (await deliveryOf('patient@example.com')).lastError, { timeout: 10_000 })
      .toMatch(/ECONNREFUSED|connect/i);
    expect(await deliveryOf('patient@example.com')).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('never has more messages in flight than its concurrency', async () => {
    let inServer = 0;
    let mostInServer = 0;
    const { peer, sender } = await startSending(
      {
        beforeAccept: async () => {
          inServer += 1;
          mostInServer = Math.max(mostInServer, inServer);
          await new Promise((resolve) => setTimeout(resolve, 15));
          inServer -= 1;
        },
      },
      { concurrency: 3 },
    );
    const emails = Array.from({ length: 24 }, (_, index) => `fan${index}@example.com`);
    await queueTo(emails);
    sender.wake();
    await waitForDeliveries(database.db);
    expect(mostInServer).toBeLessThanOrEqual(3);
    expect(mostInServer).toBeGreaterThan(1);
    expect(peer.recipients().sort()).toEqual([...emails].sort());
  });

  it('shares a campaign with another sender on the same database, each copy sent once', async () => {
    const { peer, sender } = await startSending(
      { beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 2)) },
      { concurrency: 4 },
    );
    const other = await startSender(peer.url, { concurrency: 4 });
    const emails = Array.from({ length: 120 }, (_, index) => `shared${index}@example.com`);
    await queueTo(emails);
    sender.wake();
    other.sender.wake();
    await waitForDeliveries(database.db);
    expect(peer.recipients().sort()).toEqual([...emails].sort());
  });

  it('takes over the claims of a sender that stopped renewing them, after the lease', async () => {
    await queueTo(['orphan@example.com', 'other@example.com']);
    const ghost = await claimDueDeliveries(database.db, 'killed-sender', 1);
    expect(ghost.deliveries).toHaveLength(1);

    const { peer } = await startSending({}, { leaseMs: 300 });
    await waitForDeliveries(database.db);
    expect(peer.recipients().sort()).toEqual(['orphan@example.com', 'other@example.com']);
  });

  it('hands back every claim at start when the database is its alone', async () => {
    await queueTo(['interrupted@example.com']);
    await claimDueDeliveries(database.db, 'killed-sender', 1);

    const { peer } = await startSending({}, { exclusiveDatabase: true, leaseMs: 60_000 });
    await waitForDeliveries(database.db, 3_000);
    expect(peer.recipients()).toEqual(['interrupted@example.com']);
  });
});
