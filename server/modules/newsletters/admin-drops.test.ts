import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sculptures } from '../../db/schema';
import { insertSculpture } from '../../test/sculpture-fixture';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * A newsletter is a channel like any other: one that names a locked or hidden piece (a piece
 * card's link or image) is refused, with the reason, until the piece will be public when it
 * goes out; scheduled for the piece's own release, it goes.
 */
let t: TestApp;
let auth: Record<string, string>;
let piece: { id: number; slug: string };
const releaseAt = new Date(Date.now() + 2 * 24 * 3600 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
  piece = await insertSculpture(t.db, { slug: 'next-drop', title: 'Next Drop', isLocked: true, releaseAt });
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'fan@example.com' } }))
      .statusCode,
  ).toBe(201);
});
afterAll(() => t.close());

const card = () =>
  `<p>Soon:</p><a href="https://vitrine.test/sculptures/${piece.slug}"><img src="https://vitrine.test/media/sculptures/${piece.id}/a.jpg" alt="Next Drop"></a>`;
const send = (extra: object = {}, htmlContent = card()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/newsletters/send',
    headers: auth,
    payload: { subject: 'News', htmlContent, textContent: 'News', ...extra },
  });

describe('a newsletter naming a piece that is not public', () => {
  it('is refused now, and for a time before the release, with the reason', async () => {
    const now = await send();
    expect(now.statusCode).toBe(409);
    expect(now.json().message).toBe(
      "This newsletter shows “Next Drop”, which is locked and will not be public when it goes out. Send it once the piece is public, or schedule it for the piece's release.",
    );
    const early = await send({ sendAt: new Date(releaseAt.getTime() - 3600_000).toISOString() });
    expect(early.statusCode).toBe(409);
    // Only the image's address is enough to name it.
    expect((await send({}, `<img src="/media/sculptures/${piece.id}/a.w400.webp">`)).statusCode).toBe(409);
  });

  it("goes when it is scheduled for the piece's release, or after it", async () => {
    expect((await send({ releaseSculptureId: piece.id })).statusCode).toBe(202);
    const after = await send({ sendAt: new Date(releaseAt.getTime() + 60_000).toISOString() });
    expect(after.statusCode).toBe(202);
  });

  it('is refused for a hidden piece whatever the time, and goes once the piece is public', async () => {
    await t.db
      .update(sculptures)
      .set({ published: false, isLocked: false })
      .where(eq(sculptures.id, piece.id));
    const hidden = await send();
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json().message).toMatch(/“Next Drop”, which is hidden/);
    await t.db.update(sculptures).set({ published: true }).where(eq(sculptures.id, piece.id));
    expect((await send()).statusCode).toBe(202);
  });
});

describe("a newsletter carrying a locked piece's media without linking the piece", () => {
  it('is refused for any file the piece uses, its demo art and variants included', async () => {
    const secret = await insertSculpture(t.db, {
      slug: 'quiet-drop',
      title: 'Quiet Drop',
      isLocked: true,
      releaseAt,
      thumbnailImage: '/media/demo/quiet-drop-77aa.jpg',
      galleryImages: ['/media/uploads/chosen-shot.png'],
    });
    for (const image of [
      '/media/demo/quiet-drop-77aa.jpg',
      'https://vitrine.test/media/demo/quiet-drop-77aa.w640.webp',
      '/media/uploads/chosen-shot.w1200.webp',
    ]) {
      const refused = await send({}, `<p>Guess who</p><img src="${image}" alt="">`);
      expect(refused.statusCode, image).toBe(409);
      expect(refused.json().message).toMatch(/“Quiet Drop”, which is locked/);
    }
    // Another file of the same folder names no piece, and goes.
    expect((await send({}, '<img src="/media/demo/someone-else.jpg" alt="">')).statusCode).toBe(202);
    // Scheduled for the release, it goes.
    const atRelease = await send(
      { releaseSculptureId: secret.id },
      '<img src="/media/demo/quiet-drop-77aa.w640.webp" alt="">',
    );
    expect(atRelease.statusCode).toBe(202);
  });
});
