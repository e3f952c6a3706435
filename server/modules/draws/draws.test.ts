import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDraw, DrawView } from '../../../contract/draws';
import { createLogger } from '../../core/logger';
import { mailOutbox, reservations } from '../../db/schema';
import { solvedHeaders } from '../../test/challenge-answers';
import { reservablePiece, request as reservationRequest, setPiece } from '../../test/reservation-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { draws } from './schema';

/*
 * A size sold by a draw, through the app's own routes on its clock: the commitment before the
 * release, one entry per inbox, confirmation by the emailed link, the close, the published list,
 * seed and order (recomputed here from the published values alone), the holds, and the seed
 * nowhere before the close.
 */
const start = new Date('2027-03-01T09:00:00Z');
const time = createTestClock(start);
const logged: string[] = [];
let t: TestApp;
let token: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ background: { clock: time.clock }, loggerInstance: createLogger('info', sink) });
  token = await t.login();
});
afterAll(() => t.close());

/** Every public answer body seen, to look for the seed in. */
const answers: string[] = [];
async function call(method: 'GET' | 'POST', url: string, payload?: object, remote = '10.0.0.1') {
  // An entry carries the page's solved challenge, as a browser with script sends it.
  const headers = url.endsWith('/entries') ? await solvedHeaders(t.db, time.clock.now()) : {};
  const response = await t.app.inject({ method, url, payload, headers, remoteAddress: remote });
  answers.push(response.body);
  return response;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The confirmation link of the newest entry email to an address, as the collector clicks it. */
async function confirmTokenFor(email: string): Promise<string> {
  const rows = await t.db
    .select({ message: mailOutbox.message })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'draw-entry'), sql`${mailOutbox.message}->>'to' = ${email}`));
  const text = (rows.at(-1)!.message as { text: string }).text;
  const link = /Confirm my entry: (\S+)/.exec(text)![1]!;
  return new URL(link).searchParams.get('confirm')!;
}

async function drawPiece(size100: number, minutes = 30) {
  const piece = await reservablePiece(t.db, {
    size100,
    isLocked: true,
    releaseAt: new Date(time.clock.now().getTime() + 60 * 60_000),
  });
  await setPiece(t.db, piece.id, { saleMode100: 'draw', drawWindowMinutes: minutes });
  return piece;
}

const entry = (name: string, email: string) => ({ name, email, phone: '' });

describe('a draw anyone can check', () => {
  let piece: Awaited<ReturnType<typeof drawPiece>>;
  const people = ['ada@example.com', 'bo@example.org', 'cy@example.net', 'di@example.com', 'ed@example.org'];
  const codes = new Map<string, string>();

  beforeAll(async () => {
    piece = await drawPiece(2);
  });

  it('shows a commitment before entries open, and takes no entry yet', async () => {
    const view = (await call('GET', `/api/draws/${piece.id}/100`)).json<DrawView>();
    expect(view.state).toBe('scheduled');
    expect(view.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(view.opensAt).toBe(piece.releaseAt!.toISOString());
    expect(view.closesAt).toBe(new Date(piece.releaseAt!.getTime() + 30 * 60_000).toISOString());
    expect([view.seed, view.entries, view.order, view.listHash]).toEqual([null, null, null, null]);
    const early = await call('POST', `/api/draws/${piece.id}/100/entries`, entry('Ada', people[0]!));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Entries for this draw are not open.');
  });

  it('opens at the release: one entry per inbox, each answered with its code', async () => {
    time.advanceTo(piece.releaseAt!);
    for (const [index, email] of people.entries()) {
      const response = await call('POST', `/api/draws/${piece.id}/100/entries`, entry(`P${index}`, email));
      expect(response.statusCode, response.body).toBe(201);
      const { entryCode } = response.json<{ entryCode: string }>();
      expect(entryCode).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      codes.set(email, entryCode);
    }
    // The same inbox under other spellings is the same person.
    for (const variant of ['ADA@example.com', 'ada+drop@example.com', ' ada+2@EXAMPLE.com']) {
      const again = await call('POST', `/api/draws/${piece.id}/100/entries`, entry('Ada again', variant));
      expect(again.statusCode, variant).toBe(409);
      expect(again.json().message).toContain('already entered');
    }
  });

  it('counts only entries confirmed by their emailed link; opening the link confirms nothing', async () => {
    const confirmed = people.slice(0, 4);
    for (const email of confirmed) {
      const link = await confirmTokenFor(email);
      const page = await call('GET', `/draws/${piece.slug}/100?confirm=${encodeURIComponent(link)}`);
      expect(page.statusCode).toBe(200);
      const response = await call('POST', '/api/draws/entries/confirm', { token: link });
      expect(response.json()).toEqual({ entryCode: codes.get(email), confirmedNow: true });
    }
    const view = (await call('GET', `/api/draws/${piece.id}/100`)).json<DrawView>();
    expect(view).toMatchObject({ state: 'open', confirmedEntries: 4, entries: null, seed: null });
    const forged = await call('POST', '/api/draws/entries/confirm', { token: 'd1.AAAAAAAAAAAAAAAAAAAAAA' });
    expect(forged.statusCode).toBe(400);
  });

  it('takes no first-come request for a size sold by a draw', async () => {
    const response = await call('POST', '/api/reservations', reservationRequest(piece.id, 'queue-jumper'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This size is sold by a draw: enter it on its draw page.');
  });

  it('keeps the seed out of every answer, page and log line before the close', async () => {
    const [row] = await t.db.select().from(draws).where(eq(draws.sculptureId, piece.id));
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/draws/${piece.id}`,
      headers: bearer(token),
    });
    expect(admin.statusCode).toBe(200);
    const page = await call('GET', `/draws/${piece.slug}/100`);
    expect(page.body).toContain(row!.commitment);
    for (const body of [...answers, admin.body, logged.join('')]) expect(body).not.toContain(row!.seed);
  });

  it('closes on the clock, publishes list, hash, seed and order, and holds numbers in that order', async () => {
    const closesAt = new Date(piece.releaseAt!.getTime() + 30 * 60_000);
    time.advanceTo(closesAt);
    await expect
      .poll(async () => (await call('GET', `/api/draws/${piece.id}/100`)).json<DrawView>().state)
      .toBe('drawn');
    const view = (await call('GET', `/api/draws/${piece.id}/100`)).json<DrawView>();
    const confirmedCodes = people.slice(0, 4).map((email) => codes.get(email)!);
    // Recomputed from the published values alone, with nothing of the app's code.
    expect(view.entries).toEqual([...confirmedCodes].sort());
    expect(view.entries).not.toContain(codes.get(people[4]!));
    expect(view.listHash).toBe(sha256(view.entries!.join('\n')));
    expect(view.commitment).toBe(createHash('sha256').update(Buffer.from(view.seed!, 'hex')).digest('hex'));
    const recomputed = [...view.entries!].sort((a, b) =>
      sha256(view.seed! + a) < sha256(view.seed! + b) ? -1 : 1,
    );
    expect(view.order).toEqual(recomputed);
    expect(view.closedAt).toBe(closesAt.toISOString());

    const line = await t.db
      .select({ email: reservations.email, state: reservations.state, position: reservations.position })
      .from(reservations)
      .where(eq(reservations.sculptureId, piece.id))
      .orderBy(reservations.position);
    const emailOf = new Map([...codes].map(([email, code]) => [code, email]));
    expect(line).toEqual(
      view.order!.map((code, index) => ({
        email: emailOf.get(code),
        state: index < 2 ? 'held' : 'waiting',
        position: index + 1,
      })),
    );
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/draws/${piece.id}`,
      headers: bearer(token),
    });
    expect(admin.json<AdminDraw[]>()[0]).toMatchObject({
      entries: 5,
      confirmed: 4,
      // Every entry here carried the page's solved challenge.
      withoutChallenge: 0,
      held: 2,
      waiting: 2,
      closedEarly: false,
    });
  });

  it('refuses a confirmation after the close, and never draws again', async () => {
    const late = await call('POST', '/api/draws/entries/confirm', {
      token: await confirmTokenFor(people[4]!),
    });
    expect(late.statusCode).toBe(409);
    const before = (await call('GET', `/api/draws/${piece.id}/100`)).json<DrawView>();
    await Promise.all([t.app.draws.sweep(), t.app.draws.sweep(), t.app.draws.sweep()]);
    const close = await t.app.inject({
      method: 'POST',
      url: `/api/admin/draws/${piece.id}/100/close`,
      headers: bearer(token),
    });
    expect(close.statusCode).toBe(409);
    const after = (await call('GET', `/api/draws/${piece.id}/100`)).json<DrawView>();
    expect(after).toEqual(before);
    const line = await t.db.select().from(reservations).where(eq(reservations.sculptureId, piece.id));
    expect(line).toHaveLength(4);
  });
});

describe('one inbox', () => {
  it('folds Gmail dots and plus-tags: 2000 entries from 20 spellings of one inbox count once', {
    timeout: 240_000,
  }, async () => {
    const other = await drawPiece(2);
    time.advanceTo(other.releaseAt!);
    const spellings = Array.from({ length: 20 }, (_, i) => {
      const dotted = 'collector'.split('').join('.'.repeat(i % 3 === 0 ? 1 : 0));
      return `${i % 2 ? dotted : 'collector'}+${i}@${i % 4 === 0 ? 'googlemail.com' : 'gmail.com'}`;
    });
    const statuses = new Map<number, number>();
    for (let round = 0; round < 100; round++) {
      const batch = await Promise.all(
        spellings.map((email, i) =>
          t.app.inject({
            method: 'POST',
            url: `/api/draws/${other.id}/100/entries`,
            payload: entry('Bot', email),
            remoteAddress: `10.9.${round}.${i}`,
          }),
        ),
      );
      for (const response of batch)
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 201: 1, 409: 1999 });
  });
});

describe('the owner', () => {
  it('sets a size to draw in the sculpture payload, and closes its entries early: drawn at once, once', async () => {
    const piece = await reservablePiece(t.db, { size100: 3 });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/sculptures', headers: bearer(token) });
    const current = list.json<Record<string, unknown>[]>().find((row) => row.id === piece.id)!;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/sculptures/${piece.id}`,
      headers: bearer(token),
      payload: { ...current, saleMode100: 'draw', drawWindowMinutes: 5 },
    });
    expect(saved.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/sculptures/${piece.id}`,
      headers: bearer(token),
      payload: { ...current, saleMode100: 'draw', drawWindowMinutes: 24 * 60 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      saleMode100: 'draw',
      saleMode450: 'first-come',
      drawWindowMinutes: 1440,
    });
    // An unlocked piece's draw opens when set.
    const opened = (await call('GET', `/api/draws/${piece.id}/100`)).json<DrawView>();
    expect(opened.state).toBe('open');
    await call('POST', `/api/draws/${piece.id}/100/entries`, entry('Fay', 'fay@example.com'));
    await call('POST', '/api/draws/entries/confirm', { token: await confirmTokenFor('fay@example.com') });
    const closes = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/draws/${piece.id}/100/close`,
          headers: bearer(token),
        }),
      ),
    );
    expect(closes.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const closed = closes.find((response) => response.statusCode === 200)!.json<AdminDraw>();
    expect(closed).toMatchObject({
      closedEarly: true,
      held: 1,
      view: { state: 'drawn', entries: [expect.any(String)] },
    });
    expect(closed.view.closesAt).toBe(opened.closesAt);
  });

  it('is the only one who may close a draw', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/draws/1/100/close' });
    expect(response.statusCode).toBe(401);
  });
});
