import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSculpture } from '../../test/sculpture-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';

/*
 * Every public read (the list, a piece's page, the sitemap, the piece's media) sees a piece's
 * lock at the app's one clock, the one the release scheduler unlocks it by. Here that clock is
 * a day behind the machine's: the release is already a day past by the machine's clock, so a
 * read that looked at the machine's clock would show the drop 23 hours early.
 */
const HOUR_MS = 3_600_000;
const SETTLES = { timeout: 10_000 };
const clock = createTestClock(new Date(Date.now() - 24 * HOUR_MS));
const releaseAt = new Date(clock.clock.now().getTime() + HOUR_MS);
const SLUG = 'midnight-drop';

let t: TestApp;
let mediaUrl: string;

beforeAll(async () => {
  t = await createTestApp({ background: { clock: clock.clock } });
  // Written before the app's first request, so its release scheduler's first look finds it.
  const piece = await insertSculpture(t.db, {
    slug: SLUG,
    title: 'Midnight Drop',
    isLocked: true,
    releaseAt,
  });
  const key = `sculptures/${piece.id}/midnight-original.jpg`;
  await t.storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
  mediaUrl = `/media/${key}`;
});
afterAll(() => t.close());

/** What a visitor, signed in nowhere, is shown of the piece in each public answer. */
async function publicView() {
  const list = await t.app.inject({ url: '/api/sculptures' });
  const listed = list.json<{ slug: string; isLocked: string }[]>().find((s) => s.slug === SLUG);
  const page = await t.app.inject({ url: `/sculptures/${SLUG}` });
  const sitemap = await t.app.inject({ url: '/sitemap.xml' });
  const media = await t.app.inject({ url: mediaUrl });
  return {
    listLocked: listed?.isLocked,
    pageInFull: page.body.includes('"@type":"Product"'),
    inSitemap: sitemap.body.includes(`/sculptures/${SLUG}<`),
    media: media.statusCode,
  };
}

const LOCKED = { listLocked: 'true', pageInFull: false, inSitemap: false, media: 404 };
const RELEASED = { listLocked: 'false', pageInFull: true, inSitemap: true, media: 200 };

describe("a piece's lock, as public reads see it", () => {
  it('holds until the app clock reaches the release, whatever the machine clock says', async () => {
    expect(await publicView()).toEqual(LOCKED);

    clock.advanceTo(new Date(releaseAt.getTime() - 1));
    expect(await publicView()).toEqual(LOCKED);

    clock.advanceTo(releaseAt);
    await expect.poll(publicView, SETTLES).toEqual(RELEASED);
  });
});
