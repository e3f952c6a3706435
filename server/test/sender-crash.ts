import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, inject } from 'vitest';
import { type Database, openDatabase } from '../core/db/index';
import { NEWSLETTER_CONCURRENCY } from '../modules/newsletters/newsletter-sender';
import { cloneDatabase, databaseUrl, dropDatabase } from './postgres-template';
import { startServerProcess } from './server-process';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer';
import { testServerEntry } from './test-server-entry';

/**
 * A delivery queue's sender killed with SIGKILL in the middle of a send, then restarted: the
 * real server in a child process, on this project's driver, talking to a real SMTP peer. Shared
 * by the newsletter's and the waitlist's crash tests; each seeds its own queue and reads its own
 * progress.
 */

/** Copies a sender has in flight at once (every sender of the server uses the same). */
export const IN_FLIGHT = NEWSLETTER_CONCURRENCY;

const ADMIN = { ADMIN_USERNAME: 'curator', ADMIN_PASSWORD: 'correct horse battery staple' };

type Cleanup = () => Promise<unknown>;

/**
 * The server's database: a PGlite data dir on disk (the default install) loaded from the test
 * template, or a copy of the template on the PostgreSQL server.
 */
async function prepareDatabase(dataDir: string, defer: (cleanup: Cleanup) => void) {
  if (inject('dbDriver') === 'postgres') {
    const name = await cloneDatabase(inject('pgTemplate'));
    defer(() => dropDatabase(name));
    const url = databaseUrl(name);
    return {
      // Another instance's copies come back after the lease: a short one keeps the test short.
      env: { DATABASE_URL: url, NEWSLETTER_LEASE_SECONDS: '2' } as Record<string, string>,
      handedBack: 'deliveries of a stopped sender handed back',
      open: () => openDatabase({ databaseUrl: url }),
    };
  }
  const template = await readFile(path.join(inject('testRoot'), 'template.tar'));
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'db'),
    loadDataDir: new Blob([template]),
  });
  await pglite.close();
  return {
    env: {} as Record<string, string>,
    handedBack: 'deliveries interrupted by a crash handed back',
    open: () => openDatabase({ dataDir }),
  };
}

/** Reads an admin API path of a running server, signed in. */
export type AdminReader = <T>(apiPath: string) => Promise<T>;

async function adminReader(baseUrl: string): Promise<AdminReader> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return async <T>(apiPath: string) => {
    const response = await fetch(`${baseUrl}${apiPath}`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as T;
  };
}

export interface CrashRun {
  /** Every copy the peer accepted, in order, repeats included. */
  recipients: string[];
  /** The copies in flight at the kill (held by the peer, counted as delivered afterwards). */
  heldRecipients: string[];
}

export interface CrashScenario {
  /** Names the queue in the server's log lines ('newsletter', 'waitlist'). */
  kind: string;
  /** Fills the queue (or what will fill it once the server runs) before the first start. */
  seed: (database: Database) => Promise<void>;
  /** Messages the peer accepts before it holds every further one until the kill. */
  acceptedBeforeKill: number;
  /** Copies the sender has in flight at once: IN_FLIGHT unless its own concurrency differs. */
  inFlight?: number;
  /**
   * Resolves once the restarted server itself reports every copy sent; or, where no admin screen
   * tells mail by mail, the number of messages the peer must have accepted by the end.
   */
  finished: ((admin: AdminReader) => Promise<unknown>) | { peerHolds: (peer: SmtpPeer) => boolean };
  /** Reads the outcome in the database once both servers are gone. */
  afterwards?: (database: Database) => Promise<void>;
}

/**
 * Starts the server on a seeded database; past the first messages the peer reads each message
 * whole and then holds its reply, so the kill comes while exactly IN_FLIGHT copies are in
 * flight. Then the held copies count as delivered although the killed sender never heard the
 * server accept them (the worst case for duplicates), and a second server finishes the send.
 */
export async function crashDuringSend(scenario: CrashScenario, defer: (cleanup: Cleanup) => void) {
  const inFlight = scenario.inFlight ?? IN_FLIGHT;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-crash-'));
  defer(() => rm(dataDir, { recursive: true, force: true }));
  const database = await prepareDatabase(dataDir, defer);
  await withDatabase(database.open, scenario.seed);

  let seen = 0;
  const heldRecipients: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const peer = await startSmtpPeer({
    beforeAccept: async (message) => {
      seen += 1;
      if (seen <= scenario.acceptedBeforeKill) return;
      heldRecipients.push(...message.to);
      await gate;
    },
  });
  defer(() => peer.close());

  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: peer.url,
    PUBLIC_URL: 'https://vitrine.test',
    LOG_LEVEL: 'info',
    // Through the shared sending rate, as production sends (a taken share a kill loses is no copy
    // lost), at a pace that keeps the test short.
    MAIL_RATE_PER_SECOND: '200',
    MAIL_RATE_PER_HOUR: '100000',
    ...ADMIN,
    ...database.env,
  };
  const first = startServerProcess(env, testServerEntry());
  defer(() => first.stop('SIGKILL'));
  // Starting (through tsx, on a busy machine) is not what the timeout measures: the send is.
  await first.listening;
  await first.explained(async () => {
    await expect.poll(() => heldRecipients.length, { timeout: 45_000, interval: 20 }).toBe(inFlight);
  });
  expect(peer.accepted()).toBe(scenario.acceptedBeforeKill);
  expect(await first.stop('SIGKILL')).toBe('SIGKILL');

  release();
  await peer.waitForAccepted(scenario.acceptedBeforeKill + inFlight);

  const second = startServerProcess(env, testServerEntry());
  defer(() => second.stop('SIGKILL'));
  const admin = await adminReader(await second.listening);
  const { finished } = scenario;
  await second.explained(async () => {
    if (typeof finished === 'function') await finished(admin);
    else await expect.poll(() => finished.peerHolds(peer), { timeout: 60_000, interval: 100 }).toBe(true);
  });
  expect(await second.stop('SIGTERM')).toBe(0);
  expect(second.output()).toContain(`${scenario.kind} ${database.handedBack}`);

  if (scenario.afterwards) await withDatabase(database.open, scenario.afterwards);
  return { recipients: peer.recipients(), heldRecipients } satisfies CrashRun;
}

async function withDatabase(open: () => Promise<Database>, work: (database: Database) => Promise<void>) {
  const database = await open();
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Everyone got the email, and only copies in flight at the kill were sent twice (once more
 * after the restart, never a third time).
 */
export function expectNobodyLostFewRepeated(run: CrashRun, everyone: string[]) {
  const copies = new Map<string, number>();
  for (const to of run.recipients) copies.set(to, (copies.get(to) ?? 0) + 1);
  expect([...copies.keys()].sort()).toEqual([...everyone].sort());
  const repeated = [...copies].filter(([, count]) => count > 1).map(([email]) => email);
  expect(repeated.length).toBeLessThanOrEqual(IN_FLIGHT);
  expect(run.heldRecipients).toEqual(expect.arrayContaining(repeated));
  expect(Math.max(...copies.values())).toBe(2);
}
