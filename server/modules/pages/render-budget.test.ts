import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * Cache misses (page renders) have a budget per client network; hits have none. One client that
 * makes the server render page after page gets the page's last copy, or a 429 where there is
 * none, while every other visitor's pages render and every cached page is still served to it.
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  // Six renders at once, then three a minute.
  t = await createTestApp({ renderRoot: render, rendersPerMinute: 3 });
  auth = bearer(await t.login());
});
afterAll(() => t.close());

const get = (url: string, ip: string) => t.app.inject({ url, remoteAddress: ip });

describe('the render budget', () => {
  it('limits the renders one client causes, never its hits, and never another client', async () => {
    const honest = '198.51.100.1';
    const flood = '203.0.113.9';
    expect((await get('/collection', honest)).statusCode).toBe(200);
    // An admin save: every page is a miss again.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings',
      headers: auth,
      payload: { key: 'homepage-hero-title', value: 'Budgeted' },
    });
    expect(saved.statusCode).toBe(200);

    for (const url of ['/', '/about', '/journal', '/terms', '/contact', '/newsletter']) {
      expect((await get(url, flood)).statusCode).toBe(200);
    }
    // Out of renders: a page not rendered since the save is refused, for a moment (an older
    // copy could show what the save hid).
    for (const url of ['/privacy', '/collection']) {
      const refused = await get(url, flood);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    // What is cached is served to it as to anyone.
    const hit = await get('/', flood);
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toContain('Budgeted');
    // Another visitor renders as usual, and then the flood client gets that page as a hit.
    expect((await get('/privacy', honest)).statusCode).toBe(200);
    expect((await get('/privacy', flood)).statusCode).toBe(200);
  });
});
