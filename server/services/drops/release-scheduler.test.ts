import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { sculptures } from '../../db/schema';
import type { ReleasedPiece } from '../../repositories/releases';
import {
  adminSculpture,
  pageUnlocked,
  publiclyUnlocked,
  scheduleRelease,
  whenTrue,
} from '../../test/schedule-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
const released: ReleasedPiece[][] = [];
beforeAll(async () => {
  t = await createTestApp({ onScheduledRelease: (pieces) => released.push(pieces) });
  token = await t.login();
});
afterAll(() => t.close());

const row = async (slug: string) =>
  (await t.db.select().from(sculptures).where(eq(sculptures.slug, slug)))[0]!;

describe('a scheduled release', () => {
  it('unlocks the piece by itself at its time, within 2 s, through every cached answer', async () => {
    const piece = await adminSculpture(t.app, token, 'gamer-kid');
    const releaseAt = new Date(Date.now() + 2500);
    await scheduleRelease(t.app, token, piece, releaseAt);
    // Nobody signed in from here on. Fill the cache with the locked answers.
    expect(await publiclyUnlocked(t.app, 'gamer-kid')).toBe(false);
    const teaserPage = await t.app.inject({ method: 'GET', url: '/sculptures/gamer-kid' });
    expect(teaserPage.body).not.toContain(piece.intro.slice(0, 30));

    const unlockedAt = await whenTrue(() => publiclyUnlocked(t.app, 'gamer-kid'), 6000);
    expect(unlockedAt).not.toBeNull();
    expect(unlockedAt! - releaseAt.getTime()).toBeGreaterThanOrEqual(0);
    expect(unlockedAt! - releaseAt.getTime()).toBeLessThan(2000);
    expect(await pageUnlocked(t.app, 'gamer-kid')).toBe(true);

    // Written down once, and the waitlist hook told once.
    await expect.poll(async () => (await row('gamer-kid')).releaseAt, { timeout: 2000 }).toBeNull();
    expect((await row('gamer-kid')).isLocked).toBe(false);
    expect(released).toEqual([[{ id: piece.id, title: piece.title }]]);
  });

  it('is recorded by a server that was down at the release time, as it starts', async () => {
    const piece = await adminSculpture(t.app, token, 'hero-kid');
    const releaseAt = new Date(Date.now() + 1200);
    await scheduleRelease(t.app, token, piece, releaseAt);
    await t.app.close();
    await new Promise((resolve) => setTimeout(resolve, releaseAt.getTime() - Date.now() + 300));
    // Nobody was running at the release time: the schedule is still written down.
    expect((await row('hero-kid')).releaseAt).not.toBeNull();

    const restarted: ReleasedPiece[][] = [];
    const again: App = await buildApp({
      database: t.database,
      storage: t.storage,
      clientDir: path.join(inject('testRoot'), 'client'),
      onScheduledRelease: (pieces) => restarted.push(pieces),
    });
    try {
      expect(await publiclyUnlocked(again, 'hero-kid')).toBe(true);
      await expect.poll(async () => (await row('hero-kid')).releaseAt, { timeout: 2000 }).toBeNull();
      expect((await row('hero-kid')).isLocked).toBe(false);
      expect(restarted).toEqual([[{ id: piece.id, title: piece.title }]]);
    } finally {
      await again.close();
    }
  });
});
