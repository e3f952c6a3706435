import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Sculpture } from '../../contract/sculpture';
import { type Database, openDatabase } from '../../server/core/db/index';
import { signUnsubscribeToken, unsubscribeSecret } from '../../server/core/mail/unsubscribe-token';
import { cloneDatabase, databaseUrl, dropDatabase } from '../../server/test/postgres-template';
import { startServerProcess } from '../../server/test/server-process';
import { TEST_ADMIN } from '../../server/test/test-app';
import { testServerEntry } from '../../server/test/test-server-entry';
import { type EdgeAnswer, type EdgeRequest, request } from './edge-client';
import { type Edge, startEdge } from './varnish-process';

/*
 * The shipped Varnish configuration (deploy/varnish/vitrine.vcl), run by Debian's varnishd in
 * front of two real server processes on one PostgreSQL database: what a visitor gets through the
 * edge. The real clock is only a bound to assert (a change within 2 s); every wait polls.
 */

type ServerProcess = ReturnType<typeof startServerProcess>;

let dbName: string;
let dataDir: string;
let database: Database;
let edge: Edge;
const ports: number[] = [];
const servers: ServerProcess[] = [];
let token: string;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startInstance(index: number): ServerProcess {
  const server = startServerProcess(
    {
      DATABASE_URL: databaseUrl(dbName),
      PORT: String(ports[index]),
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: path.join(inject('testRoot'), 'client'),
      PUBLIC_URL: 'https://shop.example.com',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // One proxy in front: Varnish, which adds the visitor's address to X-Forwarded-For.
      TRUST_PROXY: '1',
      // What the edge keeps is tested here, not the render budget: every visitor of this file is
      // the one loopback address, and its form answers must still be pages, not the budget's words.
      RENDERS_PER_MINUTE: '6000',
      LOG_LEVEL: 'info',
    },
    testServerEntry(),
  );
  servers[index] = server;
  return server;
}

/** Ready as the edge's probe sees it: /readyz answers 200. */
async function ready(index: number) {
  const server = servers[index]!;
  await server.listening;
  await server.explained(async () => {
    for (;;) {
      const answer = await request(`http://127.0.0.1:${ports[index]}`, '/readyz').catch(() => null);
      if (answer?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

/** Until the edge counts every instance healthy again. */
async function edgeSeesAllHealthy() {
  for (;;) {
    if ((await edge.healthy()).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  expect(inject('dbDriver')).toBe('postgres');
  dbName = await cloneDatabase(inject('pgTemplate'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-edge-data-'));
  database = await openDatabase({ databaseUrl: databaseUrl(dbName) });
  ports.push(await freePort(), await freePort());
  // The first migrates and creates the admin; the second then finds both done.
  startInstance(0);
  await ready(0);
  startInstance(1);
  await ready(1);
  edge = await startEdge({
    instances: ports.map((port) => ({ host: '127.0.0.1', port })),
    hostHeader: 'shop.example.com',
  });
  await edgeSeesAllHealthy();
  const signedIn = await through('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(signedIn.status).toBe(200);
  token = (JSON.parse(signedIn.text) as { token: string }).token;
});

afterAll(async () => {
  await edge?.stop();
  await Promise.all(servers.map((server) => server?.stop('SIGTERM')));
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (dbName) await dropDatabase(dbName);
});

const through = (url: string, options: EdgeRequest = {}) => request(edge.url, url, options);
const direct = (index: number, url: string, options: EdgeRequest = {}) =>
  request(`http://127.0.0.1:${ports[index]}`, url, options);
const asAdmin = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  ...extra,
});

/** What browsers send: every encoding the edge keeps a copy for. */
const ENCODINGS = ['gzip, deflate, br, zstd', 'gzip, deflate', 'identity'];

/** Polls `check` until it holds; answers the moment it first did, or null after `timeoutMs`. */
async function whenTrue(check: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/** Every encoding's copy at the edge, until each has held `holds` once: when the last one did. */
async function everyCopyShows(url: string, holds: (answer: EdgeAnswer) => boolean, timeoutMs = 6000) {
  const times = await Promise.all(
    ENCODINGS.map((encoding) =>
      whenTrue(
        async () => holds(await through(url, { headers: { 'accept-encoding': encoding } })),
        timeoutMs,
      ),
    ),
  );
  return times.some((time) => time === null) ? null : Math.max(...(times as number[]));
}

async function adminPiece(slug: string): Promise<Sculpture> {
  const list = await through('/api/admin/sculptures', { headers: asAdmin() });
  return (JSON.parse(list.text) as Sculpture[]).find((piece) => piece.slug === slug)!;
}

describe('the edge in front of two instances on one PostgreSQL', () => {
  it('keeps public answers and shows a content change on every copy within 2 s', async () => {
    const url = '/api/site-settings/homepage-hero-title';
    await through(url);
    const again = await through(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['cdn-cache-control']).toContain('max-age=1');
    for (const encoding of ENCODINGS) await through(url, { headers: { 'accept-encoding': encoding } });

    const saved = await through('/api/admin/site-settings', {
      method: 'POST',
      headers: asAdmin(),
      body: JSON.stringify({ key: 'homepage-hero-title', value: 'Seen through the edge' }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    const shownAt = await everyCopyShows(url, (answer) => answer.text.includes('Seen through the edge'));
    expect(shownAt).not.toBeNull();
    expect(shownAt! - savedAt).toBeLessThan(2000);
    // And the home page, rendered from the same setting.
    const pageAt = await everyCopyShows('/', (answer) => answer.text.includes('Seen through the edge'));
    expect(pageAt! - savedAt).toBeLessThan(2000);
  });

  it('shows a scheduled release on every copy of the list and the page within 2 s, never before', async () => {
    const piece = await adminPiece('vhs-kid');
    const releaseAt = new Date(Date.now() + 4000);
    const { id, isLocked, createdAt, updatedAt, imageMeta, sortOrder, ...fields } = piece;
    const scheduled = await through(`/api/admin/sculptures/${id}`, {
      method: 'PUT',
      headers: asAdmin(),
      body: JSON.stringify({ ...fields, releaseAt: releaseAt.toISOString() }),
    });
    expect(scheduled.status).toBe(200);
    const listUnlocked = (answer: EdgeAnswer) =>
      (JSON.parse(answer.text) as { slug: string; isLocked: string }[]).find((s) => s.slug === 'vhs-kid')
        ?.isLocked === 'false';
    const pageUnlocked = (answer: EdgeAnswer) =>
      answer.status === 200 && answer.text.includes('"@type":"Product"');
    // Both copies hold the locked piece before the minute.
    expect(listUnlocked(await through('/api/sculptures'))).toBe(false);
    expect(pageUnlocked(await through('/sculptures/vhs-kid'))).toBe(false);

    const [listAt, pageAt] = await Promise.all([
      everyCopyShows('/api/sculptures', listUnlocked, 8000),
      everyCopyShows('/sculptures/vhs-kid', pageUnlocked, 8000),
    ]);
    for (const at of [listAt, pageAt]) {
      expect(at).not.toBeNull();
      expect(at! - releaseAt.getTime()).toBeLessThan(2000);
    }
    // Once shown, never taken back by another instance's or encoding's copy.
    for (let i = 0; i < 20; i++) {
      for (const encoding of ENCODINGS) {
        const headers = { 'accept-encoding': encoding };
        expect(listUnlocked(await through('/api/sculptures', { headers }))).toBe(true);
        expect(pageUnlocked(await through('/sculptures/vhs-kid', { headers }))).toBe(true);
      }
    }
  });

  it('never keeps or hands on an answer made for a session, a personal link or a cookie', async () => {
    // A session's answer: the admin's list, with what only the admin sees.
    const adminList = await through('/api/admin/sculptures', { headers: asAdmin() });
    expect(adminList.status).toBe(200);
    expect(adminList.headers['cache-control']).toBe('private, no-store');
    expect(adminList.headers['x-cache']).toBe('pass');
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-session' },
      { cookie: 'vitrine_device=x' },
    ] as Record<string, string>[]) {
      const other = await through('/api/admin/sculptures', { headers });
      expect(other.status).toBe(401);
      expect(other.text).not.toBe(adminList.text);
    }

    // A personal link's answer: the newsletter's unsubscribe page names its reader.
    const email = `reader@edge-${Date.now()}.example`;
    const subscribed = await through('/api/newsletters', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBe(201);
    const subscriber = (
      JSON.parse((await through('/api/admin/newsletters', { headers: asAdmin() })).text) as {
        id: number;
        email: string;
      }[]
    ).find((row) => row.email === email)!;
    const personal = signUnsubscribeToken(await unsubscribeSecret(database.db), subscriber.id, email);
    const domain = email.split('@')[1]!;
    for (const url of [`/unsubscribe?token=${personal}`, `/api/unsubscribe?token=${personal}`]) {
      for (let i = 0; i < 2; i++) {
        const mine = await through(url);
        expect(mine.status).toBe(200);
        expect(mine.text).toContain(domain);
        expect(mine.headers['cache-control']).toBe('private, no-store');
        expect(mine.headers['x-cache']).toBe('pass');
      }
    }
    // Nobody else, on any spelling of those addresses, gets the reader's answer.
    for (const url of [
      '/unsubscribe',
      '/unsubscribe?token=',
      '/unsubscribe?token=forged',
      `/unsubscribe?utm_source=mail&token=${personal.slice(0, -2)}`,
      '/api/unsubscribe',
      '/unsubscribe?sent=1',
    ]) {
      const other = await through(url);
      expect(other.text, url).not.toContain(domain);
    }

    // A form post's answer (the page again, with what was typed) is that sender's alone.
    const typed = `typed-${Date.now()}@nowhere`;
    const refused = await through('/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: typed }).toString(),
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(typed);
    expect(refused.headers['x-cache']).toBe('pass');
    for (const encoding of ENCODINGS) {
      expect((await through('/newsletter', { headers: { 'accept-encoding': encoding } })).text).not.toContain(
        typed,
      );
    }

    // Reservations: the form that names a piece and size, the confirm link and its call, each time
    // to an instance.
    for (const url of [
      '/reserve?piece=hero-kid&size=12',
      '/reserve/confirm?token=forged',
      '/api/reservations/confirm?token=forged',
    ]) {
      for (let i = 0; i < 2; i++) expect((await through(url)).headers['x-cache'], url).toBe('pass');
    }

    // A cookie sends the request past the cache both ways.
    const withCookie = await through('/', { headers: { cookie: 'session=anything' } });
    expect(withCookie.headers['x-cache']).toBe('pass');
  });

  it('lets no odd Host, forwarded header or junk query change what another visitor gets', async () => {
    const pages = [
      '/',
      '/collection',
      '/collection?filter=available',
      '/sculptures/hero-kid',
      '/contact',
      '/api/sculptures',
    ];
    const marker = 'edge-poison';
    const attacks: [string, Record<string, string>][] = [
      ['/', { host: `${marker}.example` }],
      ['/', { 'x-forwarded-host': `${marker}.example`, 'x-forwarded-proto': 'http' }],
      ['/', { forwarded: `host=${marker}.example;proto=http` }],
      ['/collection', { 'x-original-url': `/${marker}`, 'x-rewrite-url': `/${marker}` }],
      ['/collection', { 'x-http-method-override': 'DELETE' }],
      ['/contact', { 'accept-encoding': marker }],
      ['/contact', { 'accept-language': marker, referer: `https://${marker}.example/` }],
      [`/?${marker}=<script>alert(1)</script>`, {}],
      [`/collection?filter=${marker}`, {}],
      [`/collection?filter=available&filter=${marker}`, {}],
      [`/contact?piece=${marker}`, {}],
      [`/sculptures/hero-kid?size=${marker}&image=${marker}`, {}],
      [`/sculptures/hero-kid?${marker}=1#${marker}`, {}],
      [`/api/sculptures?${marker}=1`, { 'x-forwarded-host': `${marker}.example` }],
      [`/sculptures/hero-kid%2F..%2F${marker}`, {}],
    ];
    // Attackers keep at it for more than the edge's time to live, so their requests are the ones
    // that refill the edge's copies.
    const until = Date.now() + 3500;
    const attackers = attacks.map(async ([url, headers]) => {
      while (Date.now() < until) {
        await through(url, { headers });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const seen: EdgeAnswer[][] = [];
    const visitors = (async () => {
      while (Date.now() < until) {
        seen.push(
          await Promise.all(pages.map((url) => through(url, { headers: { 'accept-encoding': 'gzip' } }))),
        );
      }
    })();
    await Promise.all([...attackers, visitors]);
    seen.push(
      await Promise.all(pages.map((url) => through(url, { headers: { 'accept-encoding': 'gzip' } }))),
    );

    // What the origin itself gives a plain visitor is what every visitor got from the edge (but
    // for the time each page says it was rendered at).
    const expected = await Promise.all(
      pages.map((url) => direct(0, url, { headers: { 'accept-encoding': 'gzip' } })),
    );
    const content = (text: string) => text.replace(/\["rendered-at"\],"[^"]*"/, '');
    for (const round of seen) {
      round.forEach((answer, index) => {
        const page = pages[index];
        expect(answer.status, page).toBe(200);
        expect(answer.text.includes(marker), page).toBe(false);
        expect(content(answer.text) === content(expected[index]!.text), page).toBe(true);
      });
    }
  });

  // Two server starts on a busy shared machine take their time: the timeout is for the machine.
  it('gives no visitor an error while the instances restart under load, one gently, one killed', async () => {
    const urls = ['/', '/collection', '/sculptures/hero-kid', '/api/sculptures', '/about', '/journal'];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const visitors = Array.from({ length: 12 }, async (_, visitor) => {
      for (let i = 0; running; i++) {
        const url = urls[(visitor + i) % urls.length]!;
        const encoding = ENCODINGS[i % ENCODINGS.length]!;
        try {
          const answer = await through(url, { agent, headers: { 'accept-encoding': encoding } });
          if (answer.status !== 200) failures.push(`${url}: ${answer.status} ${answer.text.slice(0, 80)}`);
          answered++;
        } catch (error) {
          failures.push(`${url}: ${(error as Error).message}`);
        }
      }
    });
    try {
      // A deploy's restart: SIGTERM, then the new process on the same port.
      expect(await servers[0]!.stop('SIGTERM')).toBe(0);
      startInstance(0);
      await ready(0);
      await edgeSeesAllHealthy();
      const before = answered;
      // A crash: killed outright mid-load, then started again.
      expect(await servers[1]!.stop('SIGKILL')).toBe('SIGKILL');
      startInstance(1);
      await ready(1);
      await edgeSeesAllHealthy();
      expect(answered).toBeGreaterThan(before);
    } finally {
      running = false;
      await Promise.all(visitors);
      agent.destroy();
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
  }, 180_000);
});
