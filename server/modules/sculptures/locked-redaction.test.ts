import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sculpture } from '../../../contract/sculpture';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { sculptureImagePaths } from '../media/sculpture-image-meta';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

/** Every public answer a visitor, a crawler or a link preview can fetch. */
const PUBLIC_URLS = [
  '/api/sculptures',
  '/',
  '/collection',
  '/contact',
  '/sculptures/cereal-kid',
  '/collection/cereal-kid',
  '/sitemap.xml',
  '/about',
  '/journal',
];

async function adminPiece(slug: string): Promise<Sculpture> {
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/sculptures', headers: bearer(token) });
  return list.json<Sculpture[]>().find((s) => s.slug === slug)!;
}

/** What must not leak: the piece's words, and each image path without its extension (variants share it). */
function secretsOf(piece: Sculpture): string[] {
  const paths = sculptureImagePaths(piece).map((path) => path.replace(/\.[a-z0-9]+$/i, ''));
  return [piece.intro, piece.tagline, piece.seoDescription, ...paths];
}

describe('a locked piece reveals nothing publicly', () => {
  it('has words and pictures the admin sees', async () => {
    const piece = await adminPiece('cereal-kid');
    expect(piece.isLocked).toBe('true');
    expect(piece.intro.length).toBeGreaterThan(20);
    expect(piece.thumbnailImage).toMatch(/^\/media\//);
    expect(piece.galleryImages.length).toBeGreaterThan(0);
  });

  it('carries none of its intro, tagline or media paths in any public answer', async () => {
    const secrets = secretsOf(await adminPiece('cereal-kid'));
    for (const url of PUBLIC_URLS) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      for (const secret of secrets) expect(response.body, `${url} leaks ${secret}`).not.toContain(secret);
    }
  });

  it('is only a teaser in the list: id, slug, title, status, lock, order, release and a tiny data: picture', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/sculptures' })).json<
      Record<string, unknown>[]
    >();
    const teaser = list.find((s) => s.slug === 'cereal-kid')!;
    expect(Object.keys(teaser).sort()).toEqual(
      ['id', 'isLocked', 'releaseAt', 'slug', 'sortOrder', 'status', 'teaserImage', 'title'].sort(),
    );
    expect(teaser.teaserImage).toMatch(/^data:image\/webp;base64,/);
    // Small enough to be a hint of light, never a picture.
    expect(Buffer.from(String(teaser.teaserImage).split(',')[1]!, 'base64').length).toBeLessThan(400);
  });

  it('keeps the locked piece out of the sitemap, and lists it once unlocked', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(before.body).not.toContain('/sculptures/cereal-kid');
    const piece = await adminPiece('cereal-kid');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sculptures/${piece.id}`,
      headers: bearer(token),
      payload: { isLocked: 'false' },
    });
    const after = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(after.body).toContain('/sculptures/cereal-kid');
    const page = await t.app.inject({ method: 'GET', url: '/sculptures/cereal-kid' });
    expect(page.body).toContain(piece.intro.slice(0, 40).replaceAll("'", '\\u0027'));
    expect(page.body).toContain('"@type":"Product"');
  });
});
