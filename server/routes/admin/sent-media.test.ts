import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sculptures } from '../../db/schema';
import { insertSculpture } from '../../test/sculpture-fixture';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * A sent newsletter cannot be changed: the images it shows are kept when their piece is deleted,
 * and the deletion says so. Images no newsletter shows go with the piece, as before.
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'fan@example.com' } }))
      .statusCode,
  ).toBe(201);
});
afterAll(() => t.close());

async function pieceWithImage(slug: string) {
  const row = await insertSculpture(t.db, { slug });
  const path = `/media/sculptures/${row.id}/${slug}.jpg`;
  await t.storage.put(path.slice('/media/'.length), Buffer.from('jpeg bytes'), 'image/jpeg');
  await t.db.update(sculptures).set({ thumbnailImage: path }).where(eq(sculptures.id, row.id));
  return { id: row.id, path };
}
const remove = (id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/sculptures/${id}`, headers: auth });

describe("a deleted piece's images", () => {
  it('are kept while a sent newsletter shows them, and the deletion says why', async () => {
    const piece = await pieceWithImage('sent-piece');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletters/send',
      headers: auth,
      payload: {
        subject: 'News',
        // The card shows a variant of the image, on the site's own address.
        htmlContent: `<a href="https://vitrine.test/sculptures/sent-piece"><img src="https://vitrine.test${piece.path.replace('.jpg', '.w480.webp')}"></a>`,
        textContent: 'News',
      },
    });
    expect(sent.statusCode).toBe(202);
    const deleted = await remove(piece.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(
      'Sculpture deleted. 1 of its images stays: newsletters already sent show them.',
    );
    const image = await t.app.inject({ url: piece.path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('go with the piece when no newsletter shows them', async () => {
    const piece = await pieceWithImage('unsent-piece');
    const deleted = await remove(piece.id);
    expect(deleted.json().message).toBe('Sculpture deleted');
    expect((await t.app.inject({ url: piece.path })).statusCode).toBe(404);
  });
});
