import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from './edge-client';
import { EDGE_VCL_DIR, type Edge, startEdge } from './varnish-process';

/*
 * What the shipped VCL does, in Debian's varnishd, in front of a stand-in origin that tells what
 * it was sent and answers with the directives each test sets: the rules themselves, apart from the
 * site (edge.postgres.integration.test.ts runs them in front of the real one).
 */

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

const seen: Seen[] = [];
/** Per path prefix: the headers and status the origin answers with. */
let answerFor: (url: string) => { status: number; headers: Record<string, string> } = () => ({
  status: 200,
  headers: {},
});
let origin: http.Server;
let edge: Edge;
let closedPort: number;

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const { status, headers } = answerFor(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ n: seen.length, url: req.url }));
  });
  origin.listen(0, '127.0.0.1');
  await new Promise((resolve) => origin.once('listening', resolve));
  // An instance that is down: nothing listens on its port.
  const placeholder = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => placeholder.once('listening', resolve));
  closedPort = (placeholder.address() as AddressInfo).port;
  await new Promise((resolve) => placeholder.close(resolve));
  edge = await startEdge({
    instances: [
      { host: '127.0.0.1', port: closedPort },
      { host: '127.0.0.1', port: (origin.address() as AddressInfo).port },
    ],
    hostHeader: 'shop.example.com',
    storageMb: 16,
  });
});

afterAll(async () => {
  await edge?.stop();
  origin?.close();
});

const SHARED = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'cdn-cache-control': 'public, max-age=300',
  vary: 'Accept-Encoding',
};
const through = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  request(edge.url, url, { headers, method });
/** How many requests for paths starting with `prefix` reached the origin. */
const reached = (prefix: string) => seen.filter((request) => request.url.startsWith(prefix)).length;

describe('the shipped Varnish configuration', () => {
  it('keeps what CDN-Cache-Control allows although Cache-Control tells browsers to revalidate', async () => {
    answerFor = () => ({ status: 200, headers: SHARED });
    const first = await through('/kept');
    const second = await through('/kept');
    expect(first.status).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(reached('/kept')).toBe(1);
    // Browsers are told what the origin told them.
    expect(second.headers['cache-control']).toBe(SHARED['cache-control']);
  });

  it('fetches a shared answer with only what its key names, and folds what the site does not read', async () => {
    answerFor = () => ({ status: 200, headers: SHARED });
    const hostile = {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'http',
      forwarded: 'host=attacker.example',
      'x-original-url': '/admin',
      'x-http-method-override': 'DELETE',
      'x-forwarded-for': '6.6.6.6',
      'accept-encoding': 'gzip, deflate, br, zstd',
      'accept-language': 'xx',
    };
    await through('/folded?utm_source=mail&size=54&zz=1&image=3&fbclid=abc', hostile);
    const fetched = seen.filter((request) => request.url.startsWith('/folded'));
    expect(fetched).toHaveLength(1);
    const [sent] = fetched;
    expect(sent!.url).toBe('/folded?image=3&size=54');
    expect(sent!.headers.host).toBe('shop.example.com');
    expect(sent!.headers['accept-encoding']).toBe('br');
    for (const name of [
      'x-forwarded-host',
      'x-forwarded-proto',
      'forwarded',
      'x-original-url',
      'x-http-method-override',
      'accept-language',
    ]) {
      expect(sent!.headers[name], name).toBeUndefined();
    }
    expect(sent!.headers['x-forwarded-for']).toBe('127.0.0.1');
    // Every other spelling of that page, from anyone, is the same copy.
    for (const url of [
      '/folded?size=54&image=3',
      '/folded?image=3&size=54&gclid=1',
      '/folded?image=3&size=54#top',
      'http://attacker.example/folded?size=54&image=3',
    ]) {
      const again = await through(url, { 'accept-encoding': 'br, gzip' });
      expect(again.headers['x-cache'], url).toBe('hit');
    }
    expect(reached('/folded')).toBe(1);
  });

  it('keeps one copy per encoding, brotli first whatever order the browser lists them in', async () => {
    answerFor = () => ({ status: 200, headers: SHARED });
    const asked = ['gzip, deflate, br', 'br;q=0, gzip', 'identity', '', 'x-unknown', 'gzip;q=0.5'];
    for (const encoding of asked) await through('/encoded', encoding ? { 'accept-encoding': encoding } : {});
    const sent = seen
      .filter((request) => request.url === '/encoded')
      .map((request) => request.headers['accept-encoding']);
    expect(sent).toEqual(['br', 'gzip', undefined]);
  });

  it('never keeps an answer that says private, no-store or no-cache, or that sets a cookie', async () => {
    const personal: Record<string, Record<string, string>> = {
      '/private-cdn': { 'cdn-cache-control': 'private', 'cache-control': 'public, max-age=600' },
      '/no-store': { 'cache-control': 'private, no-store' },
      '/no-cache': { 'cache-control': 'no-cache' },
      '/cookie': { ...SHARED, 'set-cookie': 'session=1' },
    };
    answerFor = (url) => ({ status: 200, headers: personal[url.split('?')[0]!] ?? SHARED });
    for (const url of Object.keys(personal)) {
      await through(url);
      const second = await through(url);
      expect(second.headers['x-cache'], url).not.toBe('hit');
      expect(reached(url), url).toBe(2);
    }
  });

  it('sends writes, credentials, cookies, the admin, link pages, reservations and certificate checks past the cache', async () => {
    // A form post is not sent twice (it may have been received): the dead instance must be known.
    while (!(await edge.healthy()).every((healthy, index) => healthy === (index === 1))) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    answerFor = () => ({ status: 200, headers: SHARED });
    const cases: [string, Record<string, string>, string][] = [
      ['/p/post', {}, 'POST'],
      ['/p/auth', { authorization: 'Bearer x' }, 'GET'],
      ['/p/cookie', { cookie: 'a=b' }, 'GET'],
      ['/api/admin/sculptures', {}, 'GET'],
      ['/admin', {}, 'GET'],
      ['/api/reservations?sculptureId=1', {}, 'GET'],
      ['/reservations/confirm?id=3', {}, 'GET'],
      ['/reserve/confirm', {}, 'GET'],
      ['/confirm?token=abc', {}, 'GET'],
      ['/unsubscribe', {}, 'GET'],
      ['/waitlist/leave?token=abc', {}, 'GET'],
      ['/p/anything?token=abc', {}, 'GET'],
      ['/verify?code=k7m2q-9xw4r-tt3hb-0zc8n', {}, 'GET'],
      ['/verify/K7M2Q-9XW4R-TT3HB-0ZC8N', {}, 'GET'],
      ['/api/certificates/K7M2Q-9XW4R-TT3HB-0ZC8N', {}, 'GET'],
    ];
    for (const [url, headers, method] of cases) {
      const before = reached(url);
      await through(url, headers, method);
      const again = await through(url, headers, method);
      expect(again.headers['x-cache'], url).toBe('pass');
      expect(reached(url) - before, url).toBe(2);
      // Sent on as it came: the origin sees the visitor's own request.
      expect(seen.at(-1)!.url, url).toBe(url);
    }
  });

  it("sends a page view's beacon to the origin as the browser sent it, never kept, with the visitor's address", async () => {
    answerFor = () => ({ status: 204, headers: { 'cache-control': 'private, no-store' } });
    const beacon = '/sculptures/hero-kid\nhttps://shop.example.com/sculptures/hero-kid?utm_source=ig\n';
    const headers = {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': 'Mozilla/5.0 Collector',
      'sec-gpc': '1',
      dnt: '1',
    };
    for (let i = 0; i < 2; i++) {
      const before = reached('/api/visits');
      const answer = await request(edge.url, '/api/visits', { method: 'POST', headers, body: beacon });
      expect(answer.status).toBe(204);
      expect(answer.headers['x-cache']).toBe('pass');
      expect(reached('/api/visits') - before).toBe(1);
      const sent = seen.at(-1)!;
      expect(sent.method).toBe('POST');
      // What the origin counts by and honours: the browser, its asking not to be counted, its address.
      expect(sent.headers['user-agent']).toBe('Mozilla/5.0 Collector');
      expect(sent.headers['sec-gpc']).toBe('1');
      expect(sent.headers.dnt).toBe('1');
      expect(sent.headers['content-type']).toBe('text/plain;charset=UTF-8');
      expect(sent.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
    }
  });

  it('serves the last good copy while the origin fails, for as long as stale-if-error allows', async () => {
    let failing = false;
    answerFor = () =>
      failing
        ? { status: 503, headers: { 'cache-control': 'private, no-store' } }
        : {
            status: 200,
            headers: {
              ...SHARED,
              'cdn-cache-control': 'public, max-age=1, stale-while-revalidate=0, stale-if-error=60',
            },
          };
    const good = await through('/stale');
    failing = true;
    const asked = reached('/stale');
    // Once the copy is out of date the edge asks again, gets the error, and serves the copy.
    const end = Date.now() + 10_000;
    let answer = await through('/stale');
    while (reached('/stale') === asked && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await through('/stale');
    }
    expect(reached('/stale')).toBeGreaterThan(asked);
    answer = await through('/stale');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(good.text);
  });

  it('answers a read from the instance that is up while another refuses connections', async () => {
    // A fresh edge, which counts both instances healthy until its probes say otherwise: the
    // round robin sends it to the dead one, and the fetch is tried again on the other.
    const fresh = await startEdge({
      instances: [
        { host: '127.0.0.1', port: closedPort },
        { host: '127.0.0.1', port: (origin.address() as AddressInfo).port },
      ],
      storageMb: 16,
    });
    try {
      answerFor = () => ({ status: 200, headers: { 'cache-control': 'private, no-store' } });
      for (let i = 0; i < 6; i++) {
        const answer = await request(fresh.url, `/balanced/${i}`);
        expect(answer.status).toBe(200);
      }
    } finally {
      await fresh.stop();
    }
  });

  it('keeps every query parameter a page reads (contract/page-params.ts), so none is lost at the edge', () => {
    const vcl = readFileSync(`${EDGE_VCL_DIR}/vitrine.vcl`, 'utf8');
    const kept = /\(\?!\(\?:([a-z|]+)\)/.exec(vcl)?.[1]?.split('|') ?? [];
    const declared = readFileSync(new URL('../../contract/page-params.ts', import.meta.url), 'utf8');
    const read = [...declared.matchAll(/export const \w+_PARAM = '(\w+)'/g)].map((match) => match[1]);
    expect(read.length).toBeGreaterThan(3);
    // `piece` names the contact and waitlist forms' piece (page-key.ts); `token` is passed whole.
    expect(kept.sort()).toEqual([...read, 'piece'].sort());
  });
});
