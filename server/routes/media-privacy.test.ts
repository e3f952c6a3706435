import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sculptures } from '../db/schema';
import { insertSculpture } from '../test/sculpture-fixture';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

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
