import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { CampaignSummary } from '../../../contract/newsletter';
import { type Database, openDatabase } from '../../db/index';
import { newsletterSubscribers } from '../../db/schema';
import { listCampaignSummaries } from '../../repositories/newsletter-campaign-summaries';
import { queueCampaign } from '../../repositories/newsletter-campaigns';
import { cloneDatabase, databaseUrl, dropDatabase } from '../../test/postgres-template';
import { startServerProcess } from '../../test/server-process';
import { startSmtpPeer } from '../../test/smtp-peer';
import { NEWSLETTER_CONCURRENCY } from './newsletter-sender';

const SUBSCRIBERS = 300;
/** Messages the SMTP peer accepts before it holds every further one until the kill. */
const ACCEPTED_BEFORE_KILL = 100;

/**
 * The server's database on this project's driver: a PGlite data dir on disk (the default
 * install) loaded from the test template, or a copy of the template on the PostgreSQL server.
 */
async function prepareDatabase(dataDir: string): Promise<{
  env: Record<string, string>;
  handedBackLog: string;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (inject('dbDriver') === 'postgres') {
    const name = await cloneDatabase(inject('pgTemplate'));
    const url = databaseUrl(name);
    return {
      env: { DATABASE_URL: url, NEWSLETTER_LEASE_SECONDS: '2' },
      handedBackLog: 'newsletter deliveries of a stopped sender handed back',
      open: () => openDatabase({ databaseUrl: url }),
      drop: () => dropDatabase(name),
    };
  }
  const template = await readFile(path.join(inject('testRoot'), 'template.tar'));
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([template]),
  });
  await pglite.close();
  return {
    env: {},
    handedBackLog: 'newsletter deliveries interrupted by a crash handed back',
    open: () => openDatabase({ dataDir }),
    drop: async () => {},
  };
}

async function withDatabase<T>(open: () => Promise<Database>, work: (database: Database) => Promise<T>) {
  const database = await open();
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Signs in to a running server and answers a reader of its campaign list. */
async function adminClient(baseUrl: string, env: { ADMIN_USERNAME: string; ADMIN_PASSWORD: string }) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return async () => {
    const response = await fetch(`${baseUrl}/api/admin/newsletters/campaigns`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as CampaignSummary[];
  };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('newsletter delivery across a kill -9', () => {
  it('resumes after a restart: nobody skipped, only the copies in flight at the kill repeated', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await prepareDatabase(dataDir);
    cleanups.push(database.drop);

    const emails = Array.from({ length: SUBSCRIBERS }, (_, index) => `collector${index}@example.com`);
    await withDatabase(database.open, async ({ db }) => {
      await db.insert(newsletterSubscribers).values(emails.map((email) => ({ email })));
      const queued = await queueCampaign(db, {
        content: { subject: 'Drop', htmlContent: '<p>Drop</p>', textContent: 'Drop' },
      });
      expect(queued).toMatchObject({ ok: true, recipients: SUBSCRIBERS });
    });

    // Past the first messages the peer reads each message whole and then holds its reply: the
    // kill comes while exactly the sender's concurrency of copies is in flight.
    let seen = 0;
    const heldRecipients: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const peer = await startSmtpPeer({
      beforeAccept: async (message) => {
        seen += 1;
        if (seen <= ACCEPTED_BEFORE_KILL) return;
        heldRecipients.push(...message.to);
        await gate;
      },
    });
    cleanups.push(() => peer.close());

    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: peer.url,
      PUBLIC_URL: 'https://vitrine.test',
      ADMIN_USERNAME: 'curator',
      ADMIN_PASSWORD: 'correct horse battery staple',
      LOG_LEVEL: 'info',
      ...database.env,
    };
    const first = startServerProcess(env);
    cleanups.push(() => first.stop('SIGKILL'));
    await first.explained(async () => {
      await expect
        .poll(() => heldRecipients.length, { timeout: 45_000, interval: 20 })
        .toBe(NEWSLETTER_CONCURRENCY);
    });
    expect(peer.accepted()).toBe(ACCEPTED_BEFORE_KILL);
    expect(await first.stop('SIGKILL')).toBe('SIGKILL');

    // The worst case for duplicates: the held copies count as delivered although the killed
    // sender never heard the server accept them.
    release();
    await peer.waitForAccepted(ACCEPTED_BEFORE_KILL + NEWSLETTER_CONCURRENCY);

    const second = startServerProcess(env);
    cleanups.push(() => second.stop('SIGKILL'));
    // Done when the restarted server itself reports every copy sent.
    const campaigns = await adminClient(await second.listening, env);
    await second.explained(async () => {
      await expect
        .poll(async () => (await campaigns())[0], { timeout: 45_000, interval: 100 })
        .toMatchObject({ total: SUBSCRIBERS, sent: SUBSCRIBERS, pending: 0, failed: 0 });
    });
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(second.output()).toContain(database.handedBackLog);

    const copies = new Map<string, number>();
    for (const to of peer.recipients()) copies.set(to, (copies.get(to) ?? 0) + 1);
    expect([...copies.keys()].sort()).toEqual([...emails].sort());
    const repeated = [...copies].filter(([, count]) => count > 1).map(([email]) => email);
    expect(repeated.length).toBeLessThanOrEqual(NEWSLETTER_CONCURRENCY);
    expect(heldRecipients).toEqual(expect.arrayContaining(repeated));
    // A held copy was sent once more after the restart, never a third time.
    expect(Math.max(...copies.values())).toBe(2);

    await withDatabase(database.open, async ({ db }) => {
      expect(await listCampaignSummaries(db)).toEqual([
        expect.objectContaining({ total: SUBSCRIBERS, sent: SUBSCRIBERS, pending: 0, failed: 0 }),
      ]);
    });
  }, 120_000);
});
