import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('HTTP caching of public answers', () => {
  it('gives public reads an ETag and CDN-fit Cache-Control, and answers a match with an empty 304', async () => {
    const first = await get('/api/sculptures');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['cdn-cache-control']).toBe('public, max-age=1, stale-while-revalidate=30');

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

  it('answers fresh content on the very next request after an admin write', async () => {
    const before = await get('/api/site-settings/homepage-hero-title');
    const page = await get('/');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings',
      headers: auth,
      payload: { key: 'homepage-hero-title', value: 'Drop Day' },
    });
    const after = await get('/api/site-settings/homepage-hero-title', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ value: 'Drop Day' });
    const pageAfter = await get('/', { 'if-none-match': String(page.headers.etag) });
    expect(pageAfter.statusCode).toBe(200);
    expect(pageAfter.body).toContain('Drop Day');
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
    const head = await t.app.inject({ method: 'HEAD', url: '/journal' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(page.body));
  });

  it('never caches admin answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/sculptures', headers: auth });
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
