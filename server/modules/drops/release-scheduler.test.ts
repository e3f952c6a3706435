import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { sculptures, waitlistDeliveries, waitlistMembers } from '../../db/schema';
import { capturedLog } from '../../test/log-lines';
import { adminSculpture, pageUnlocked, publiclyUnlocked, scheduleRelease } from '../../test/schedule-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';

const HOUR_MS = 3_600_000;
/** Whatever the scheduler still has to do once its time came (a few database statements). */
const SETTLES = { timeout: 10_000 };

let t: TestApp;
let token: string;
const clock = createTestClock();
const log = capturedLog();
beforeAll(async () => {
  t = await createTestApp({ background: { clock: clock.clock }, loggerInstance: log.log });
  token = await t.login();
});
afterAll(() => t.close());

const row = async (slug: string) =>
  (await t.db.select().from(sculptures).where(eq(sculptures.slug, slug)))[0]!;
const recorded = () => log.withMessage('scheduled release recorded').map((line) => line.pieces);

describe('a scheduled release', () => {
  it('unlocks the piece by itself at its time, through every cached answer, and tells its waitlist', async () => {
    const piece = await adminSculpture(t.app, token, 'gamer-kid');
    await t.db.insert(waitlistMembers).values({
      email: 'first@example.com',
      sculptureType: piece.title,
      sculptureId: piece.id,
      confirmedAt: new Date(),
    });
    const releaseAt = new Date(clock.clock.now().getTime() + HOUR_MS);
    await scheduleRelease(t.app, token, piece, releaseAt);
    // Nobody signed in from here on. Fill the cache with the locked answers.
    expect(await publiclyUnlocked(t.app, 'gamer-kid')).toBe(false);
    const teaserPage = await t.app.inject({ method: 'GET', url: '/sculptures/gamer-kid' });
    expect(teaserPage.body).not.toContain(piece.intro.slice(0, 30));

    // A millisecond before its time (every countdown minute on the way ticked by): still locked.
    clock.advanceTo(new Date(releaseAt.getTime() - 1));
    await expect.poll(() => publiclyUnlocked(t.app, 'gamer-kid')).toBe(false);
    expect((await row('gamer-kid')).releaseAt).toEqual(releaseAt);

    clock.advanceTo(releaseAt);
    await expect.poll(() => publiclyUnlocked(t.app, 'gamer-kid'), SETTLES).toBe(true);
    expect(await pageUnlocked(t.app, 'gamer-kid')).toBe(true);
    // Public reads see the lock at the clock, so the piece shows the moment it comes, and the
    // scheduler writes the release down just after: once, its waitlist's email queued from there.
    await expect.poll(async () => (await row('gamer-kid')).releaseAt, SETTLES).toBeNull();
    expect((await row('gamer-kid')).isLocked).toBe(false);
    await expect.poll(recorded, SETTLES).toEqual([[piece.id]]);
    const queuedFor = (email: string) =>
      t.db
        .select()
        .from(waitlistDeliveries)
        .where(and(eq(waitlistDeliveries.sculptureId, piece.id), eq(waitlistDeliveries.email, email)));
    await expect.poll(async () => (await queuedFor('first@example.com')).length, SETTLES).toBe(1);
  });

  it('is recorded by a server that was down at the release time, as it starts', async () => {
    const piece = await adminSculpture(t.app, token, 'hero-kid');
    const releaseAt = new Date(clock.clock.now().getTime() + HOUR_MS);
    await scheduleRelease(t.app, token, piece, releaseAt);
    await t.app.close();
    // Nobody was running at the release time: the schedule is still written down.
    expect((await row('hero-kid')).releaseAt).toEqual(releaseAt);

    // The server comes back a minute after the release.
    const later = createTestClock(new Date(releaseAt.getTime() + 60_000));
    const again: App = await buildApp({
      database: t.database,
      storage: t.storage,
      clientDir: path.join(inject('testRoot'), 'client'),
      loggerInstance: log.log,
      background: { clock: later.clock },
    });
    try {
      expect(await publiclyUnlocked(again, 'hero-kid')).toBe(true);
      expect((await row('hero-kid')).releaseAt).toBeNull();
      expect((await row('hero-kid')).isLocked).toBe(false);
      expect(recorded()).toHaveLength(2);
      expect(recorded()[1]).toEqual([piece.id]);
    } finally {
      await again.close();
    }
  });
});
