import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sculpture } from '../../../contract/sculpture';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body };
};

const publicSlugs = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/sculptures' }))
    .json<{ slug: string }[]>()
    .map((s) => s.slug);

async function adminPiece(slug: string): Promise<Sculpture> {
  const list = (await t.app.inject({ method: 'GET', url: '/api/admin/sculptures', headers: auth })).json<
    Sculpture[]
  >();
  return list.find((s) => s.slug === slug)!;
}

/** Saves the piece as it is with `published` set, through the form's own PUT. */
async function setPublished(slug: string, published: 'true' | 'false') {
  const { id, releaseAt: _, ...fields } = await adminPiece(slug);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/sculptures/${id}`,
    headers: auth,
    payload: { ...fields, published },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().published).toBe(published);
}

/** Every public answer that could name a piece, read once so that each is in the response cache. */
const PUBLIC_PAGES = ['/', '/collection', '/collection?filter=available', '/contact', '/sitemap.xml'];

describe('a hidden sculpture', () => {
  it('is published by default, as an owner expects a new piece to be public', async () => {
    const hero = await adminPiece('hero-kid');
    expect(hero.published).toBe('true');
    const { id: _, releaseAt: __, ...fields } = hero;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sculptures',
      headers: auth,
      payload: {
        ...fields,
        slug: 'second-piece',
        title: 'Second Piece',
        seoTitle: 'Second Piece',
        published: undefined,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().published).toBe('true');
    expect(await publicSlugs()).toContain('second-piece');
  });

  it('refuses a published value other than true or false', async () => {
    const { id, releaseAt: _, ...fields } = await adminPiece('hero-kid');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/sculptures/${id}`,
      headers: auth,
      payload: { ...fields, published: 'yes' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('disappears from every cached public answer as soon as it is hidden', async () => {
    for (const url of PUBLIC_PAGES) expect((await get(url)).body).toContain('hero-kid');
    expect((await get('/sculptures/hero-kid')).status).toBe(200);

    await setPublished('hero-kid', 'false');

    expect(await publicSlugs()).not.toContain('hero-kid');
    for (const url of PUBLIC_PAGES) expect((await get(url)).body, url).not.toContain('/hero-kid"');
    expect((await get('/sitemap.xml')).body).not.toContain('/sculptures/hero-kid<');
    const home = (await get('/')).body;
    expect(home).not.toMatch(/"slug":"hero-kid"/);
  });

  it('answers its page with the not-found page: 404, noindex, no title, no sharing tags', async () => {
    for (const url of ['/sculptures/hero-kid', '/collection/hero-kid']) {
      const { status, body } = await get(url);
      expect(status, url).toBe(404);
      expect(body).toContain('<meta name="robots" content="noindex" />');
      expect(body).not.toContain('<title>Hero Kid');
      expect(body).not.toContain('og:image');
      expect(body).not.toContain('"@type":"Product"');
    }
  });

  it('stays in the admin list, marked hidden', async () => {
    expect((await adminPiece('hero-kid')).published).toBe('false');
  });

  it('is not even a teaser when it is also locked', async () => {
    expect((await get('/sculptures/cereal-kid')).status).toBe(200);
    await setPublished('cereal-kid', 'false');
    expect(await publicSlugs()).not.toContain('cereal-kid');
    const { status, body } = await get('/sculptures/cereal-kid');
    expect(status).toBe(404);
    expect(body).not.toContain('Cereal Kid |');
  });

  it('comes back everywhere when it is shown again', async () => {
    await setPublished('hero-kid', 'true');
    expect(await publicSlugs()).toContain('hero-kid');
    expect((await get('/sculptures/hero-kid')).status).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain('/sculptures/hero-kid<');
  });
});
