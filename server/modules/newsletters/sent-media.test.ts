import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeptImage } from '../../../contract/media';
import { sculptures } from '../../db/schema';
import { insertSculpture } from '../../test/sculpture-fixture';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { insertAsset } from '../media/media-assets';

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
  await insertAsset(t.db, {
    storageKey: path.slice('/media/'.length),
    baseKey: path.slice('/media/'.length, -'.jpg'.length),
    kind: 'image',
    contentType: 'image/jpeg',
    sizeBytes: 10,
    width: 1200,
    height: 1600,
  });
  await t.db.update(sculptures).set({ thumbnailImage: path }).where(eq(sculptures.id, row.id));
  return { id: row.id, path };
}
const kept = async () =>
  (await t.app.inject({ url: '/api/admin/media/kept', headers: auth })).json<KeptImage[]>();
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

    // The Collection tab says why it is still there, naming the newsletter by its subject.
    const list = await kept();
    const entry = list.find((k) => k.url === piece.path)!;
    expect(entry).toMatchObject({ width: 1200, height: 1600 });
    expect(entry.newsletters).toEqual([{ subject: 'News', state: 'sent', at: expect.any(String) }]);
  });

  it('lists only images no piece shows: one still on a piece, or in no newsletter, is not "kept"', async () => {
    const onPiece = await pieceWithImage('still-shown');
    const notInLetter = await pieceWithImage('never-sent');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/newsletters/send',
      headers: auth,
      payload: {
        subject: 'Still on the site',
        htmlContent: `<img src="https://vitrine.test${onPiece.path}">`,
        textContent: 'News',
      },
    });
    expect(sent.statusCode).toBe(202);
    await remove(notInLetter.id);
    const urls = (await kept()).map((k) => k.url);
    expect(urls).not.toContain(onPiece.path);
    expect(urls).not.toContain(notInLetter.path);
    // Deleted now, the newsletter keeps it, and the list says so.
    await remove(onPiece.id);
    const entry = (await kept()).find((k) => k.url === onPiece.path)!;
    expect(entry.newsletters.map((n) => `${n.subject}: ${n.state}`)).toEqual(['Still on the site: sent']);
  });

  it('is for the signed-in owner only', async () => {
    expect((await t.app.inject({ url: '/api/admin/media/kept' })).statusCode).toBe(401);
  });

  it('go with the piece when no newsletter shows them', async () => {
    const piece = await pieceWithImage('unsent-piece');
    const deleted = await remove(piece.id);
    expect(deleted.json().message).toBe('Sculpture deleted');
    expect((await t.app.inject({ url: piece.path })).statusCode).toBe(404);
  });
});
