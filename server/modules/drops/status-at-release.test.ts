import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sculpture } from '../../../contract/sculpture';
import { sculptures, waitlistDeliveries } from '../../db/schema';
import { adminSculpture, scheduleRelease } from '../../test/schedule-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { isSculptureAvailable } from '../waitlists/deliveries';
import { createWaitlistNotifier } from '../waitlists/notify-waitlist';
import { recordDueReleases } from './releases';

/**
 * The "Coming Soon" defect: a piece scheduled while Coming Soon unlocked behind a disabled
 * button and its waitlist was never emailed. A piece now has a status at release, and its
 * waitlist is emailed once it is unlocked and Available, whichever came first.
 */
let t: TestApp;
let token: string;
/** The release scheduler's clock: the test moves it on to a release time instead of waiting. */
const clock = createTestClock();
beforeAll(async () => {
  t = await createTestApp({ background: { clock: clock.clock } });
  token = await t.login();
});
afterAll(() => t.close());

async function freshPiece(slug: string, status: string, isLocked: boolean) {
  const [row] = await t.db
    .insert(sculptures)
    .values({
      slug,
      title: `Piece ${slug}`,
      tagline: 't',
      intro: 'i',
      medium: 'm',
      edition: 'Limited Edition of 5',
      finish: 'f',
      certificate: 'c',
      seoTitle: 's',
      seoDescription: 'd',
      sizes: ['12 inch'],
      status,
      isLocked,
    })
    .returning();
  return adminSculpture(t.app, token, row!.slug);
}

async function joinWaitlist(piece: Sculpture, email: string) {
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/waitlists',
    payload: { email, sculptureType: piece.title, sculptureId: piece.id },
  });
  expect(joined.statusCode).toBeLessThan(300);
}

const mailsOf = async (piece: Sculpture) =>
  (await t.db.select().from(waitlistDeliveries).where(eq(waitlistDeliveries.sculptureId, piece.id))).map(
    (mail) => mail.email,
  );

/** The release time comes: the test moves the piece's release into the past instead of waiting for it. */
const timePasses = (piece: Sculpture) =>
  t.db.execute(sql`update sculptures set release_at = now() - interval '1 second' where id = ${piece.id}`);

const publicPiece = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/sculptures' }))
    .json<{ slug: string; status: string; isLocked: string }[]>()
    .find((s) => s.slug === slug)!;

describe('the status a piece takes at release', () => {
  it('is taken at the release time by the scheduler, and the waitlist of a piece scheduled Coming Soon is emailed', async () => {
    const piece = await freshPiece('drop-zero', 'Coming Soon', true);
    const releaseAt = new Date(clock.clock.now().getTime() + 3_600_000);
    const scheduled = await scheduleRelease(t.app, token, piece, releaseAt);
    await joinWaitlist(scheduled, 'waiting@example.com');
    clock.advanceTo(releaseAt);
    await expect.poll(() => mailsOf(piece), { timeout: 10_000 }).toEqual(['waiting@example.com']);
    const [row] = await t.db.select().from(sculptures).where(eq(sculptures.id, piece.id));
    expect(row).toMatchObject({ status: 'Available', isLocked: false, releaseAt: null });
    expect(await publicPiece('drop-zero')).toMatchObject({ isLocked: 'false', status: 'Available' });
  });

  it("is Available unless the owner says otherwise, and is the piece's status from its release time on", async () => {
    const piece = await freshPiece('drop-one', 'Coming Soon', true);
    expect(piece.statusAtRelease).toBe('Available');
    const scheduled = await scheduleRelease(t.app, token, piece, new Date(Date.now() + 3_600_000));
    await joinWaitlist(scheduled, 'early@example.com');
    expect(await publicPiece('drop-one')).toMatchObject({ isLocked: 'true', status: 'Coming Soon' });
    expect(await isSculptureAvailable(t.db, piece.id)).toBe(false);

    await timePasses(piece);
    // Before any server writes the release down, every read already shows it released and Available
    // (the admin's list here: the public one is cached until the scheduler moves the version on).
    expect(await adminSculpture(t.app, token, 'drop-one')).toMatchObject({
      isLocked: 'false',
      status: 'Available',
    });
    expect(await isSculptureAvailable(t.db, piece.id)).toBe(true);

    const released = await recordDueReleases(t.db, new Date());
    expect(released.map((row) => row.id)).toContain(piece.id);
    const [row] = await t.db.select().from(sculptures).where(eq(sculptures.id, piece.id));
    expect(row).toMatchObject({ status: 'Available', isLocked: false, releaseAt: null });
    // What the scheduler does with a recorded release: the waitlist is emailed.
    expect(await createWaitlistNotifier(t.db, () => undefined)(piece.id)).toBe(1);
    expect(await mailsOf(piece)).toEqual(['early@example.com']);
  });

  it('mails the waitlist when the owner makes an unlocked Coming Soon piece Available afterwards', async () => {
    const piece = await freshPiece('drop-two', 'Coming Soon', true);
    const scheduled = await scheduleRelease(
      t.app,
      token,
      { ...piece, statusAtRelease: 'Coming Soon' },
      new Date(Date.now() + 3_600_000),
    );
    expect(scheduled.statusAtRelease).toBe('Coming Soon');
    await joinWaitlist(scheduled, 'patient@example.com');
    await timePasses(piece);
    await recordDueReleases(t.db, new Date());
    const unlocked = await adminSculpture(t.app, token, 'drop-two');
    expect(unlocked).toMatchObject({ isLocked: 'false', status: 'Coming Soon' });
    expect(await mailsOf(piece)).toEqual([]);

    const { id, isLocked, createdAt, updatedAt, imageMeta, sortOrder, releaseAt, ...fields } = unlocked;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/sculptures/${id}`,
      headers: bearer(token),
      payload: { ...fields, status: 'Available' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await mailsOf(piece)).toEqual(['patient@example.com']);
  });

  it('applies when the owner unlocks a piece by hand, and mails its waitlist then', async () => {
    const piece = await freshPiece('drop-three', 'Coming Soon', true);
    await joinWaitlist(piece, 'hand@example.com');
    const unlock = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sculptures/${piece.id}`,
      headers: bearer(token),
      payload: { isLocked: 'false' },
    });
    expect(unlock.json()).toMatchObject({ isLocked: 'false', status: 'Available' });
    expect(await mailsOf(piece)).toEqual(['hand@example.com']);
    // Locking and unlocking an unlocked piece again leaves its status as the owner set it since.
    await t.db.update(sculptures).set({ status: 'Sold Out' }).where(eq(sculptures.id, piece.id));
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sculptures/${piece.id}`,
      headers: bearer(token),
      payload: { isLocked: 'false' },
    });
    expect(again.json()).toMatchObject({ status: 'Sold Out' });
  });
});
