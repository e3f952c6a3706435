import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sculpture } from '../../../contract/sculpture';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let auth: Record<string, string>;
let hero: Sculpture;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/sculptures', headers: auth });
  hero = list.json<Sculpture[]>().find((s) => s.slug === 'hero-kid')!;
});
afterAll(() => t.close());

/** The piece's editable fields as the form sends them, with a schedule. */
function payload(releaseAt: string | null | undefined) {
  const { id, isLocked, createdAt, updatedAt, imageMeta, sortOrder, releaseAt: _, ...fields } = hero;
  const editable = Object.fromEntries(
    Object.entries(fields).filter(([key]) => !key.endsWith('Image') && !key.endsWith('Images')),
  );
  return { ...editable, placeholderMedia: undefined, ...(releaseAt === undefined ? {} : { releaseAt }) };
}

const put = (body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/sculptures/${hero.id}`, headers: auth, payload: body });
const publicHero = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/sculptures' }))
    .json<{ slug: string; isLocked: string; releaseAt: string | null }[]>()
    .find((s) => s.slug === 'hero-kid')!;

describe('scheduling a release', () => {
  it('locks a piece until its release time, given with any offset, and answers it in UTC', async () => {
    const inADay = new Date(Date.now() + 86_400_000);
    inADay.setUTCMilliseconds(0);
    // The same instant as the admin's picker in Paris in winter writes it.
    const local = new Date(inADay.getTime() + 3_600_000).toISOString().replace('Z', '+01:00');
    const response = await put(payload(local));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isLocked: 'true', releaseAt: inADay.toISOString() });
    expect(await publicHero()).toMatchObject({ isLocked: 'true', releaseAt: inADay.toISOString() });
  });

  it('keeps the schedule when a payload leaves releaseAt out (the call as it was before schedules)', async () => {
    const before = await publicHero();
    expect((await put(payload(undefined))).json()).toMatchObject({ releaseAt: before.releaseAt });
  });

  it('refuses a time in the past or without a time zone, and changes nothing', async () => {
    const before = await publicHero();
    const past = await put(payload(new Date(Date.now() - 60_000).toISOString()));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('Choose a release time in the future');
    const floating = await put(payload('2031-05-01T18:00'));
    expect(floating.statusCode).toBe(400);
    expect(floating.json().message).toContain('Release time must be a date and time with its time zone');
    expect(await publicHero()).toEqual(before);
  });

  it('clearing the schedule leaves the piece locked: taking a date off never publishes early', async () => {
    const response = await put(payload(null));
    expect(response.json()).toMatchObject({ isLocked: 'true', releaseAt: null });
  });

  it('locking or unlocking by hand clears the schedule', async () => {
    await put(payload(new Date(Date.now() + 3_600_000).toISOString()));
    const unlock = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sculptures/${hero.id}`,
      headers: auth,
      payload: { isLocked: 'false' },
    });
    expect(unlock.json()).toMatchObject({ isLocked: 'false', releaseAt: null });
    await put(payload(new Date(Date.now() + 3_600_000).toISOString()));
    const lock = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sculptures/${hero.id}`,
      headers: auth,
      payload: { isLocked: 'true' },
    });
    expect(lock.json()).toMatchObject({ isLocked: 'true', releaseAt: null });
  });
});
