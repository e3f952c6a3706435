import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: Record<string, string>;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  rawPayload: Buffer;
  json: () => unknown;
}

/** Over a real connection: a hit is then written before Fastify sees it (cache-first-server.ts). */
function overHttp(method: string, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${origin}${url}`, { method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const body = rawPayload.toString('utf8');
          resolve({
            statusCode: response.statusCode!,
            headers: response.headers,
            body,
            rawPayload,
            json: () => JSON.parse(body),
          });
        });
      })
      .on('error', reject)
      .end();
  });
}

/** Through app.inject, where the cache's hooks answer hits. */
const throughInject = (method: string, url: string, headers: Record<string, string>) =>
  t.app.inject({ method: method as 'GET' | 'HEAD', url, headers }) as Promise<Answer>;

describe.each([
  ['through app.inject', throughInject],
  ['over HTTP', overHttp],
])('HTTP caching of public answers, %s', (transport, send) => {
  const get = (url: string, headers: Record<string, string> = {}) => send('GET', url, headers);
  it('gives public reads an ETag and CDN-fit Cache-Control, and answers a match with an empty 304', async () => {
    const first = await get('/api/sculptures');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['cdn-cache-control']).toBe(
      'public, max-age=1, stale-while-revalidate=1, stale-if-error=86400',
    );

    const again = await get('/api/sculptures');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-security-policy']).toContain("script-src 'self'");

    const revalidated = await get('/api/sculptures', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves a compressed copy to clients that accept one', async () => {
    const plain = await get('/api/sculptures');
    const compressed = await get('/api/sculptures', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('honours the weights of Accept-Encoding: q=0 refuses a coding', async () => {
    const plain = await get('/');
    for (const url of ['/', '/api/sculptures']) {
      const noBrotli = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
      expect(noBrotli.headers['content-encoding']).toBe('gzip');
      const gzipPreferred = await get(url, { 'accept-encoding': 'br;q=0.2, gzip;q=0.9' });
      expect(gzipPreferred.headers['content-encoding']).toBe('gzip');
      const neither = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
      expect(neither.headers['content-encoding']).toBeUndefined();
      const nothingButStar = await get(url, { 'accept-encoding': '*;q=0, identity' });
      expect(nothingButStar.headers['content-encoding']).toBeUndefined();
    }
    expect(gunzipSync((await get('/', { 'accept-encoding': 'br;q=0, gzip' })).rawPayload).toString()).toBe(
      plain.body,
    );
  });

  it('answers fresh content on the very next request after an admin write', async () => {
    // A title of its own per transport: the same one again would rightly change nothing.
    const title = `Drop Day, ${transport}`;
    const before = await get('/api/site-settings/homepage-hero-title');
    const page = await get('/');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings',
      headers: auth,
      payload: { key: 'homepage-hero-title', value: title },
    });
    const after = await get('/api/site-settings/homepage-hero-title', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ value: title });
    const pageAfter = await get('/', { 'if-none-match': String(page.headers.etag) });
    expect(pageAfter.statusCode).toBe(200);
    expect(pageAfter.body).toContain(title);
  });

  it('answers a cached page with the same headers as the fresh one, ETag and 304 included', async () => {
    const fresh = await get('/about-the-drop?ref=mail');
    const cached = await get('/about-the-drop');
    expect(cached.body).toBe(fresh.body);
    for (const name of ['etag', 'content-type', 'cache-control', 'cdn-cache-control', 'vary']) {
      expect(cached.headers[name], name).toBe(fresh.headers[name]);
    }
    expect(cached.headers['content-type']).toMatch(/^text\/html/);
    expect(cached.headers['content-security-policy']).toBe(fresh.headers['content-security-policy']);
    expect(cached.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(cached.headers['content-length'])).toBe(Buffer.byteLength(fresh.body));

    const revalidated = await get('/about-the-drop', { 'if-none-match': `W/${fresh.headers.etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(fresh.headers.etag);
    expect(revalidated.headers['content-security-policy']).toBe(fresh.headers['content-security-policy']);
  });

  it('answers HEAD from the cache with the length of the body it leaves out', async () => {
    const page = await get('/journal');
    const head = await send('HEAD', '/journal', {});
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(page.body));
  });

  it('never caches admin answers, and tells browsers and proxies not to keep them', async () => {
    const response = await get('/api/admin/sculptures', auth);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('says the same to browsers and shared caches whether a page is asked first with HEAD or GET', async () => {
    // A fresh content version: neither page is kept yet, so each first request is a miss.
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings',
      headers: auth,
      payload: { key: 'homepage-hero-title', value: `Directives ${transport}` },
    });
    const headFirst = await send('HEAD', '/privacy', {});
    const getFirst = await get('/terms');
    const getAfterHead = await get('/privacy');
    const headAfterGet = await send('HEAD', '/terms', {});
    const notKept = await send('HEAD', '/contact?piece=Nothing%20we%20make', {});
    for (const [name, answer] of Object.entries({
      headFirst,
      getFirst,
      getAfterHead,
      headAfterGet,
      notKept,
    })) {
      expect(answer.statusCode, name).toBe(200);
      expect(answer.headers['cache-control'], name).toBe('public, max-age=0, must-revalidate');
      expect(answer.headers['cdn-cache-control'], name).toBe(
        'public, max-age=1, stale-while-revalidate=1, stale-if-error=86400',
      );
      expect(answer.headers.vary, name).toBe('Accept-Encoding');
    }
    expect(headFirst.body).toBe('');
    // The HEAD that missed kept the page: the GET after it is that very answer.
    expect(getAfterHead.headers.etag).toBe(headFirst.headers.etag);
    expect(headAfterGet.headers.etag).toBe(getFirst.headers.etag);
  });

  it('tells every answer made for one person or one request not to be kept anywhere', async () => {
    const answers = {
      signIn: await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'x', password: 'y' },
      }),
      unsubscribeLink: await get('/unsubscribe?token=not-a-real-token'),
      unsubscribePreview: await get('/api/unsubscribe?token=not-a-real-token'),
      inquiry: await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: {} }),
      readiness: await get('/readyz'),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers['cache-control'], name).toBe('private, no-store');
      expect(answer.headers['cdn-cache-control'], name).toBeUndefined();
    }
  });
});
