import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sculptures } from '../../db/schema';
import { insertSculpture } from '../../test/sculpture-fixture';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * The media of a locked or hidden piece (originals and variants) answers 404 to anyone but a
 * signed-in admin until the piece is public. A name that got out, say through a piece card in a
 * newsletter, shows nothing of a drop early; no cache keeps either answer past the release.
 */
let t: TestApp;
let pieceId: number;
const original = () => `/media/sculptures/${pieceId}/drop-original.jpg`;
const variant = () => `/media/sculptures/${pieceId}/drop-original.w400.webp`;
let mediaCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const row = await insertSculpture(t.db, { slug: 'secret-drop', title: 'Secret Drop', isLocked: true });
  pieceId = row.id;
  await t.storage.put(`sculptures/${pieceId}/drop-original.jpg`, Buffer.from('jpeg bytes'), 'image/jpeg');
  await t.storage.put(
    `sculptures/${pieceId}/drop-original.w400.webp`,
    Buffer.from('webp bytes'),
    'image/webp',
  );
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'curator', password: 'correct horse battery staple' },
  });
  const cookies = [signedIn.headers['set-cookie']].flat().map(String);
  const media = cookies.find((cookie) => cookie.startsWith('vitrine_media='))!;
  expect(media).toMatch(/; Path=\/media; HttpOnly; SameSite=Strict/);
  mediaCookie = media.split(';')[0]!;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const setPiece = (values: { isLocked?: boolean; published?: boolean }) =>
  t.db.update(sculptures).set(values).where(eq(sculptures.id, pieceId));

describe("a locked or hidden piece's media", () => {
  it('is a 404 nobody keeps for the public, and a 200 no shared cache keeps for the admin', async () => {
    for (const url of [original(), variant()]) {
      const hidden = await get(url);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.headers['cache-control']).toBe('no-store');
      expect(hidden.body).not.toContain('bytes');
      const admin = await get(url, mediaCookie);
      expect(admin.statusCode).toBe(200);
      expect(admin.headers['cache-control']).toBe('private, no-store');
    }
    // A forged cookie is nobody.
    expect((await get(original(), `vitrine_media=${'A'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('stays hidden while the piece is hidden, even unlocked', async () => {
    await setPiece({ isLocked: false, published: false });
    expect((await get(original())).statusCode).toBe(404);
    expect((await get(original(), mediaCookie)).statusCode).toBe(200);
  });

  it('is public, and kept for a year, from the moment the piece is', async () => {
    await setPiece({ isLocked: false, published: true });
    for (const url of [original(), variant()]) {
      const open = await get(url);
      expect(open.statusCode).toBe(200);
      expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    await setPiece({ isLocked: true });
  });

  it("ends with the admin's session: after logout the cookie is nobody's", async () => {
    const signedIn = await t.login();
    const verified = await t.app.inject({ url: '/api/admin/verify', headers: bearer(signedIn) });
    const cookie = String([verified.headers['set-cookie']].flat()[0]).split(';')[0]!;
    expect((await get(original(), cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(signedIn) });
    expect(String([out.headers['set-cookie']].flat()[0])).toMatch(/^vitrine_media=; Path=\/media; Max-Age=0/);
    expect((await get(original(), cookie)).statusCode).toBe(404);
  });
});

describe('every file a locked or hidden piece uses, wherever it is stored', () => {
  // The demo art lives under demo/, and an owner may pick a file uploaded elsewhere: the piece's
  // fields name them (a video and the still shown before it among them), and each image has
  // variants named after it.
  const files = {
    thumbnail: 'demo/hidden-art-1a2b.jpg',
    thumbnailVariant: 'demo/hidden-art-1a2b.w640.webp',
    gallery: 'uploads/picked-elsewhere.png',
    galleryVariant: 'uploads/picked-elsewhere.w1200.webp',
    video: 'demo/turntable-9f.mp4',
    still: 'uploads/turntable-still.jpg',
  };
  let otherId: number;
  beforeAll(async () => {
    for (const key of Object.values(files)) await t.storage.put(key, Buffer.from('bytes'), 'image/jpeg');
    await t.storage.put('demo/someone-else.jpg', Buffer.from('bytes'), 'image/jpeg');
    const row = await insertSculpture(t.db, {
      slug: 'hidden-art',
      title: 'Hidden Art',
      isLocked: true,
      releaseAt: new Date(Date.now() + 3_600_000),
      thumbnailImage: `/media/${files.thumbnail}`,
      galleryImages: [`/media/${files.gallery}`],
      placeholderMedia: `/media/${files.video}`,
      scaleImage: `/media/${files.still}`,
    });
    otherId = row.id;
  });
  const setOther = (values: { isLocked?: boolean; published?: boolean; releaseAt?: Date | null }) =>
    t.db.update(sculptures).set(values).where(eq(sculptures.id, otherId));

  it('is a 404 for the public until the release, the admin still seeing each', async () => {
    for (const key of Object.values(files)) {
      const hidden = await get(`/media/${key}`);
      expect(hidden.statusCode, key).toBe(404);
      expect(hidden.headers['cache-control']).toBe('no-store');
      expect((await get(`/media/${key}`, mediaCookie)).statusCode, key).toBe(200);
    }
    // A file of the same folder that no hidden piece uses is served as ever.
    expect((await get('/media/demo/someone-else.jpg')).statusCode).toBe(200);
    // Hidden (unpublished), even unlocked: the same.
    await setOther({ isLocked: false, published: false });
    expect((await get(`/media/${files.thumbnailVariant}`)).statusCode).toBe(404);
    // Released by its schedule: every file opens at that moment.
    await setOther({ isLocked: true, published: true, releaseAt: new Date(Date.now() - 1000) });
    for (const key of Object.values(files)) expect((await get(`/media/${key}`)).statusCode, key).toBe(200);
    await setOther({ releaseAt: new Date(Date.now() + 3_600_000) });
  });

  it('stays public when a public piece shows the same file: holding it back would break that page', async () => {
    const shared = await insertSculpture(t.db, {
      slug: 'shows-the-same',
      title: 'Shows the Same',
      galleryImages: [`/media/${files.gallery}`],
    });
    expect((await get(`/media/${files.galleryVariant}`)).statusCode).toBe(200);
    expect((await get(`/media/${files.thumbnail}`)).statusCode).toBe(404);
    await t.db.delete(sculptures).where(eq(sculptures.id, shared.id));
    expect((await get(`/media/${files.galleryVariant}`)).statusCode).toBe(404);
  });
});
