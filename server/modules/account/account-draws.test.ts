import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import type { AccountDrawEntry, AccountView } from '../../../contract/account';
import { freshNetwork, signedIn } from '../../test/account-helpers';
import { solvedHeaders } from '../../test/challenge-answers';
import { formPoster } from '../../test/form-post';
import { reservablePiece, setPiece } from '../../test/reservation-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';

/*
 * The draws a collector entered, on their own page: found by the inbox the entry form keys them
 * by, with the entry code, whether it is confirmed (and confirming it there when the email went
 * astray), and after the draw their place and the number held for them; never another's.
 */
const time = createTestClock(new Date('2027-03-01T09:00:00Z'));
let t: TestApp;
let piece: Awaited<ReturnType<typeof reservablePiece>>;
const codes = new Map<string, string>();
// Entered with a plus-tag: the same inbox as the address the collector signs in with.
const ADA = 'ada.draws@example.com';
const BO = 'bo@example.org';
const CY = 'cy@example.net';

const as = (cookie: string) => ({ headers: { cookie }, remoteAddress: freshNetwork() });
const viewOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/account', ...as(cookie) })).json<AccountView>();
const onlyEntry = async (cookie: string): Promise<AccountDrawEntry> => {
  const { drawEntries } = await viewOf(cookie);
  expect(drawEntries).toHaveLength(1);
  return drawEntries[0]!;
};
const confirmOn = (cookie: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/account/draw-entries/${id}/confirm`, ...as(cookie) });

beforeAll(async () => {
  t = await createTestApp({ background: { clock: time.clock }, renderRoot: render });
  piece = await reservablePiece(t.db, {
    size100: 1,
    isLocked: true,
    releaseAt: new Date(time.clock.now().getTime() + 60 * 60_000),
  });
  await setPiece(t.db, piece.id, { saleMode100: 'draw', drawWindowMinutes: 30 });
  await t.app.inject({ url: `/api/draws/${piece.id}/100` });
  time.advance(60 * 60_000);
  expect((await t.app.inject({ url: `/api/draws/${piece.id}/100` })).json().state).toBe('open');
  for (const [email, name] of [
    [ADA.replace('@', '+drops@'), 'Ada Lin'],
    [BO, 'Bo Berg'],
    [CY, 'Cy Moss'],
  ] as const) {
    const entered = await t.app.inject({
      method: 'POST',
      url: `/api/draws/${piece.id}/100/entries`,
      payload: { name, email, phone: '' },
      headers: await solvedHeaders(t.db, time.clock.now()),
      remoteAddress: freshNetwork(),
    });
    expect(entered.statusCode, entered.body).toBe(201);
    codes.set(name, entered.json<{ entryCode: string }>().entryCode);
  }
});
afterAll(() => t.close());

describe('the draws on a collector’s page', () => {
  let ada: string;
  let bo: string;

  it('lists the entry made from their inbox, unconfirmed, with its code and the draw’s page', async () => {
    // Bo is known to the studio by his entry alone: his sign-in code is sent.
    bo = await signedIn(t, BO);
    // Ada entered with a plus-tag and is known by her plain address (a waitlist): the same inbox.
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlists',
      payload: { email: ADA, sculptureType: piece.title, sculptureId: piece.id },
      remoteAddress: freshNetwork(),
    });
    expect(joined.statusCode).toBe(201);
    ada = await signedIn(t, ADA);
    expect(await onlyEntry(ada)).toEqual({
      id: expect.any(Number),
      title: piece.title,
      size: '100',
      entryCode: codes.get('Ada Lin'),
      enteredAt: expect.any(String),
      confirmed: false,
      drawState: 'open',
      closesAt: '2027-03-01T10:30:00.000Z',
      closedAt: null,
      drawnPlace: null,
      drawnOf: null,
      reservationState: null,
      number: null,
      orderPath: null,
      drawPath: `/draws/${piece.slug}/100`,
    });
  });

  it('shows another collector nothing of theirs, and will not confirm theirs', async () => {
    const adaEntry = await onlyEntry(ada);
    const boView = await viewOf(bo);
    expect(boView.drawEntries.map((entry) => entry.entryCode)).toEqual([codes.get('Bo Berg')]);
    expect(JSON.stringify(boView)).not.toContain(codes.get('Ada Lin')!);
    const refused = await confirmOn(bo, adaEntry.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This is not one of yours.');
    expect((await onlyEntry(ada)).confirmed).toBe(false);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/account/draw-entries/${adaEntry.id}/confirm` }))
        .statusCode,
    ).toBe(401);
  });

  it('confirms their own entry from the page without script, and says it is in the draw', async () => {
    const postForm = formPoster(() => t, '10.78.0');
    const { id } = await onlyEntry(ada);
    const confirmed = await postForm(
      '/account',
      { action: 'confirm-draw-entry', id: String(id) },
      { cookie: ada },
    );
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/account?done=draw-entry');
    expect(await onlyEntry(ada)).toMatchObject({ confirmed: true, drawState: 'open' });
    const page = await t.app.inject({ url: '/account?done=draw-entry', ...as(ada) });
    expect(page.body).toContain('Draws you entered');
    expect(page.body).toContain(codes.get('Ada Lin'));
    expect(page.body).toContain('You are in the draw. Entries close 1 March 2027 at 10:30 UTC.');
    expect(page.body).not.toContain(codes.get('Bo Berg'));
    // Their data, downloaded, holds the entry too; another's holds nothing of it.
    const exported = await t.app.inject({ url: '/api/account/export', ...as(ada) });
    expect(exported.json().drawEntries).toMatchObject([{ entryCode: codes.get('Ada Lin'), confirmed: true }]);
    expect((await t.app.inject({ url: '/api/account/export', ...as(bo) })).body).not.toContain(
      codes.get('Ada Lin')!,
    );
    // Bo confirms by the JSON call; Cy never does.
    expect((await confirmOn(bo, (await onlyEntry(bo)).id)).statusCode).toBe(200);
  });

  it('after the draw, says each one’s place, the number held, and who was not in it', async () => {
    time.advance(30 * 60_000);
    await t.app.draws.sweep();
    const drawn = [await onlyEntry(ada), await onlyEntry(bo)];
    expect(drawn.map((entry) => entry.drawState)).toEqual(['drawn', 'drawn']);
    expect(drawn.map((entry) => entry.drawnOf)).toEqual([2, 2]);
    expect(drawn.map((entry) => entry.drawnPlace).sort()).toEqual([1, 2]);
    const first = drawn.find((entry) => entry.drawnPlace === 1)!;
    const second = drawn.find((entry) => entry.drawnPlace === 2)!;
    // One number of this size: the first drawn holds it, the second waits in the drawn order.
    expect(first).toMatchObject({ reservationState: 'held', number: 1 });
    expect(second).toMatchObject({ reservationState: 'waiting', number: null });

    const cy = await signedIn(t, CY);
    expect(await onlyEntry(cy)).toMatchObject({ confirmed: false, drawState: 'drawn', drawnPlace: null });
    const cyPage = await t.app.inject({ url: '/account', ...as(cy) });
    expect(cyPage.body).toContain('Not confirmed before entries closed, so this entry was not in the draw.');
    expect(cyPage.body).not.toContain('Confirm my entry');
    // Too late to confirm now: the published list is fixed. The page says so at its top.
    expect((await confirmOn(cy, (await onlyEntry(cy)).id)).statusCode).toBe(409);
    const late = await formPoster(() => t, '10.79.0')(
      '/account',
      { action: 'confirm-draw-entry', id: String((await onlyEntry(cy)).id) },
      { cookie: cy },
    );
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('Entries closed before this one was confirmed, so it is not in the draw.');

    const holder = first.entryCode === codes.get('Ada Lin') ? ada : bo;
    const page = await t.app.inject({ url: '/account', ...as(holder) });
    expect(page.body).toContain('Drawn 1 of 2.');
    expect(page.body).toContain('No. 1 is held for you.');
    expect(page.body).toContain(`href="/draws/${piece.slug}/100"`);
  });
});
