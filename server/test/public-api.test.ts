import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SculptureTeaserSchema, UnlockedSculptureSchema } from '../../contract/sculpture-teaser';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/sculptures', () => {
  it('answers the five demo sculptures in sortOrder: every field of an unlocked one, the teaser of a locked one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sculptures' });
    expect(response.statusCode).toBe(200);
    const list = response.json<Record<string, unknown>[]>();
    expect(list.map((s) => s.title)).toEqual([
      'Hero Kid',
      'Gamer Kid',
      'Boom Box Kid',
      'VHS Kid',
      'Cereal Kid',
    ]);
    expect(list.map((s) => s.sortOrder)).toEqual([0, 1, 2, 3, 4]);
    const unlocked = list.filter((s) => s.isLocked === 'false');
    for (const sculpture of unlocked) {
      expect(UnlockedSculptureSchema.strict().safeParse(sculpture).success).toBe(true);
      expect(sculpture.height100).toBeTypeOf('string');
      expect(sculpture.certificate450).toBeTypeOf('string');
      expect(Array.isArray(sculpture.galleryImages)).toBe(true);
    }
    const locked = list.filter((s) => s.isLocked === 'true');
    expect(locked).toHaveLength(1);
    expect(SculptureTeaserSchema.strict().safeParse(locked[0]).success).toBe(true);
    const states = new Set(list.map((s) => s.status));
    expect(states).toEqual(new Set(['Available', 'Sold Out', 'Coming Soon']));
    expect(unlocked.filter((s) => s.isGreyscale === 'true')).toHaveLength(1);
  });

  it('serves the seeded artwork behind every image path', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/sculptures' })).json<
      { thumbnailImage: string }[]
    >();
    const image = await t.app.inject({ method: 'GET', url: first!.thumbnailImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});

describe('GET /api/site-settings/:key', () => {
  it('answers a saved key with its value', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/site-settings/homepage-hero-media-type',
    });
    expect(response.json()).toEqual({ value: 'photo' });
  });

  it('answers a known key that was never saved with 200 and a null value', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-settings/privacy_content' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ value: null });
  });

  it('answers an unknown key with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-settings/not-a-setting' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Unknown setting/);
  });
});

describe('GET /api/about and /api/popup-settings', () => {
  it('answers the about page with the timeline as a one-element list of JSON text', async () => {
    const about = (await t.app.inject({ method: 'GET', url: '/api/about' })).json();
    expect(about.paragraphs.length).toBeGreaterThan(0);
    expect(about.timelineItems).toHaveLength(1);
    const items = JSON.parse(about.timelineItems[0]);
    expect(items[0]).toEqual({ title: expect.any(String), body: expect.any(String) });
  });

  it('answers the defaults until the popup is saved', async () => {
    const popup = (await t.app.inject({ method: 'GET', url: '/api/popup-settings' })).json();
    expect(popup).toEqual({
      enabled: 'false',
      delaySeconds: 10,
      title: 'Subscribe to Our Newsletter',
      content: 'Stay updated with our latest sculpture releases and gallery news.',
      buttonText: 'Subscribe',
    });
  });
});

describe('journal', () => {
  it('lists published posts only, newest first', async () => {
    const posts = (await t.app.inject({ method: 'GET', url: '/api/journal' })).json<
      { date: string; published: string }[]
    >();
    expect(posts).toHaveLength(2);
    expect(posts.every((p) => p.published === 'true')).toBe(true);
    expect(posts[0]!.date > posts[1]!.date).toBe(true);
  });

  it('answers a published post by slug and hides a draft', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/journal/why-chrome' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/journal/cereal-kid-preview' })).statusCode).toBe(
      404,
    );
  });
});

describe('the built client', () => {
  it('answers unknown paths with the SPA so the client renders Home, as a 404 kept out of search', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown API path with a JSON 404, not the SPA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not found/);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    // Free-space warnings depend on the machine's disk (disk-space.test.ts sets them).
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
  });
});
