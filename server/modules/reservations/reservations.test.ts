import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../contract/activity';
import type { AdminReservationLines, ReservationPreview } from '../../../contract/reservations';
import type { Mailer, MailMessage } from '../../core/mail/mailer';
import { editionNumbers, reservations, sculptures } from '../../db/schema';
import { solvedHeaders } from '../../test/challenge-answers';
import { FORM_HEADERS } from '../../test/form-post';
import { request, reservablePiece } from '../../test/reservation-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { reservationDeliveryQueue } from './reservation-deliveries';

let t: TestApp;
let token: string;
const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message), close() {} };
/** The clock holds, lapses and the background loops go by: it moves only when a test moves it. */
const time = createTestClock(new Date('2026-11-27T12:00:00Z'));
const now = () => time.clock.now();
const later = (minutes: number) => time.advance(minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp({ mailer, publicUrl: 'https://vitrine.test', background: { clock: time.clock } });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/**
 * Each call from its own network address, unless one is given: the per-address limit is tested on
 * its own. Each carries a solved challenge, as a browser with script sends it (decision 47): the
 * limits of requests without one are tested in server/modules/challenge.
 */
const reserve = async (
  payload: object,
  remoteAddress = `10.1.${Math.floor(++address / 250)}.${address % 250}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload,
    remoteAddress,
    headers: await solvedHeaders(t.db, now()),
  });

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });

async function lines(sculptureId: number) {
  const response = await admin('GET', `/api/admin/reservations?sculptureId=${sculptureId}`);
  expect(response.statusCode).toBe(200);
  return response.json<AdminReservationLines>();
}

async function numbersOf(sculptureId: number, size: '100' | '450' = '100') {
  const rows = await t.db
    .select()
    .from(editionNumbers)
    .where(and(eq(editionNumbers.sculptureId, sculptureId), eq(editionNumbers.size, size)))
    .orderBy(editionNumbers.number);
  return rows.map((row) => row.state);
}

async function mailsDone() {
  await expect
    .poll(() => reservationDeliveryQueue.countUnfinished(t.db), { timeout: 15_000, interval: 20 })
    .toBe(0);
}
const mailsTo = (email: string) => sent.filter((message) => message.to === email);
const linkIn = (message: MailMessage) => {
  const match = /https:\/\/vitrine\.test(\/reserve\/confirm\?token=[^\s"]+)/.exec(message.text);
  if (!match) throw new Error(`no confirm link in "${message.subject}"`);
  return new URL(`https://vitrine.test${match[1]}`);
};

describe('a reservation request', () => {
  it('holds the first requests up to the numbers, then waits in line, in order of arrival', async () => {
    const piece = await reservablePiece(t.db, { size100: 2 });
    const answers = [];
    for (const index of [1, 2, 3]) answers.push(await reserve(request(piece.id, `order${index}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(answers.map((answer) => answer.json())).toEqual([
      { id: expect.any(Number), position: 1, state: 'held' },
      { id: expect.any(Number), position: 2, state: 'held' },
      { id: expect.any(Number), position: 3, state: 'waiting' },
    ]);
    expect(await numbersOf(piece.id)).toEqual(['held', 'held']);
  });

  it('answers the same place, with 200, to the same address however it is written', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    const first = await reserve({ ...request(piece.id, 'x'), email: 'Mira@Example.com' });
    expect(first.statusCode).toBe(201);
    const again = await reserve({ ...request(piece.id, 'x'), email: '  mira@EXAMPLE.COM ', name: 'Mira' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await mailsDone();
    expect(mailsTo('Mira@example.com')).toHaveLength(1);
  });

  it('refuses, in one set of words, a piece that is locked, hidden, not for sale, unknown, or a size not counted', async () => {
    const locked = await reservablePiece(t.db, { isLocked: true });
    const hidden = await reservablePiece(t.db, { published: false });
    const comingSoon = await reservablePiece(t.db, { status: 'Coming Soon' });
    const uncounted = await reservablePiece(t.db, { size100: 3, size450: null });
    const scheduledAhead = await reservablePiece(t.db, {
      isLocked: true,
      releaseAt: new Date(Date.now() + 3_600_000),
    });
    for (const payload of [
      request(locked.id, 'r1'),
      request(hidden.id, 'r2'),
      request(comingSoon.id, 'r3'),
      request(uncounted.id, 'r4', '450'),
      request(scheduledAhead.id, 'r5'),
      request(999_999, 'r6'),
    ]) {
      const response = await reserve(payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'This size is not open for reservations.' });
    }
    expect(await t.db.select().from(reservations).where(eq(reservations.sculptureId, locked.id))).toEqual([]);
  });

  it('takes requests once a scheduled release has passed, before any server wrote it down', async () => {
    const piece = await reservablePiece(t.db, {
      isLocked: true,
      releaseAt: new Date(now().getTime() - 1000),
    });
    const response = await reserve(request(piece.id, 'released'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ position: 1, state: 'held' });
  });

  it('refuses bad input with the reason and stores nothing', async () => {
    const piece = await reservablePiece(t.db);
    const cases: [object, string][] = [
      [{ ...request(piece.id, 'b'), email: 'not-an-address' }, 'valid email'],
      [{ ...request(piece.id, 'b'), name: '   ' }, 'required'],
      [{ ...request(piece.id, 'b'), phone: 'call me' }, 'phone'],
      [{ ...request(piece.id, 'b'), size: '200' }, 'not open'],
    ];
    for (const [payload, reason] of cases) {
      const response = await reserve(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(reason);
    }
    expect(await t.db.select().from(reservations).where(eq(reservations.sculptureId, piece.id))).toEqual([]);
  });

  it('does not refuse a crowd: 200 collectors behind one address each get a place', async () => {
    const piece = await reservablePiece(t.db, { size100: 5 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => reserve(request(piece.id, `nat${index}`), '100.64.0.1')),
    );
    expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 201)).toEqual([]);
    const positions = answers
      .map((answer) => answer.json<{ position: number }>().position)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    expect(answers.filter((answer) => answer.json<{ state: string }>().state === 'held')).toHaveLength(5);
  });

  it('never holds more numbers than there are, whatever arrives at once', async () => {
    const piece = await reservablePiece(t.db, { size100: 10 });
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, index) => reserve(request(piece.id, `rush${index}`))),
    );
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.body)).toEqual([]);
    const places = answers.map((answer) => answer.json<{ position: number; state: string }>());
    expect(places.filter((place) => place.state === 'held')).toHaveLength(10);
    // The holds went to the first ten places, and the places run 1..500 without a gap.
    expect(
      places
        .filter((place) => place.state === 'held')
        .map((place) => place.position)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(places.map((place) => place.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 500 }, (_, index) => index + 1),
    );
    expect(await numbersOf(piece.id)).toEqual(Array(10).fill('held'));
  }, 60_000);
});

describe("the collector's emails and confirm link", () => {
  it('tells a held collector their place and how to confirm, and a waiting one their place', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    await reserve(request(piece.id, 'mail-held'));
    await reserve({ ...request(piece.id, 'mail-wait'), phone: '+44 20 7946 0000', message: 'Hoping!' });
    await mailsDone();
    const [held] = mailsTo('collectormail-held@example.com');
    expect(held?.subject).toBe(`A number of ${piece.title} is held for you`);
    expect(held?.text).toContain(`You are number 1 in line for ${piece.title}, 12 inch.`);
    expect(held?.text).toContain('within 30 minutes (by 27 November 2026 at 12:30 UTC)');
    const [waiting] = mailsTo('collectormail-wait@example.com');
    expect(waiting?.subject).toBe(`You are number 2 in line for ${piece.title}`);
    expect(waiting?.html).toContain('/reserve/confirm?token=');
  });

  it('confirms by the emailed link, by the JSON call and by the page form without script, never by opening it', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    const { id } = (await reserve(request(piece.id, 'confirmer'))).json<{ id: number }>();
    await mailsDone();
    const link = linkIn(mailsTo('collectorconfirmer@example.com')[0]!);
    const linkToken = link.searchParams.get('token')!;

    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/confirm?token=${encodeURIComponent(linkToken)}`,
    });
    expect(preview.json<ReservationPreview>()).toEqual({
      email: 'c***@example.com',
      title: piece.title,
      size: '100',
      position: 1,
      state: 'held',
      confirmed: false,
    });
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row?.confirmedAt).toBeNull();

    const posted = await t.app.inject({
      method: 'POST',
      url: link.pathname,
      headers: FORM_HEADERS,
      payload: new URLSearchParams({ token: linkToken }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${link.pathname}?token=${encodeURIComponent(linkToken)}&sent=1`);
    const [confirmed] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(confirmed?.confirmedAt).toEqual(now());

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/confirm',
      payload: { token: linkToken },
    });
    // A size without a price opens no order: the studio completes the sale by hand.
    expect(twice.json()).toEqual({
      message: 'Your request is confirmed. The studio will contact you to complete the sale.',
      orderPath: null,
    });
  });

  it('refuses a forged or altered link, and one of another kind', async () => {
    for (const bad of ['r1.AAAAAAAAAAAAAAAAAAAAAA', 'w1.AAAAAAAAAAAAAAAAAAAAAA', 'abc', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/reservations/confirm',
        payload: { token: bad },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'This reservation link is not valid.' });
    }
  });
});

describe('lapses', () => {
  it('lapse a hold not confirmed within 30 minutes, and hold its number for the next in line', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    const first = (await reserve(request(piece.id, 'lapse-first'))).json<{ id: number }>();
    later(10);
    const second = (await reserve(request(piece.id, 'lapse-second'))).json<{ id: number; state: string }>();
    expect(second.state).toBe('waiting');

    later(19);
    await t.app.reservationDesk.sweep();
    expect((await lines(piece.id)).lines[0]!.requests.map((r) => r.state)).toEqual(['held', 'waiting']);

    later(1);
    await t.app.reservationDesk.sweep();
    const [line] = (await lines(piece.id)).lines;
    expect(line!.requests.map((r) => [r.id, r.state, r.number, r.lapseReason])).toEqual([
      [first.id, 'lapsed', null, 'unconfirmed'],
      [second.id, 'held', 1, null],
    ]);
    expect(await numbersOf(piece.id)).toEqual(['held']);
    await mailsDone();
    const subjects = (email: string) =>
      mailsTo(email)
        .map((m) => m.subject)
        .sort();
    expect(subjects('collectorlapse-first@example.com')).toEqual(
      [`A number of ${piece.title} is held for you`, `Your hold on ${piece.title} has lapsed`].sort(),
    );
    expect(subjects('collectorlapse-second@example.com')).toEqual(
      [`You are number 2 in line for ${piece.title}`, `A number of ${piece.title} is held for you`].sort(),
    );
    // Asking again after the lapse is a new place at the end of the line.
    const again = await reserve(request(piece.id, 'lapse-first'));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ position: 3, state: 'waiting' });
  });

  it('keep a confirmed hold for the owner the days of the setting, then lapse it', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    const { id } = (await reserve(request(piece.id, 'owner-slow'))).json<{ id: number }>();
    await t.app.reservationDesk.confirmByCollector(id);
    expect((await admin('PUT', '/api/admin/reservation-settings', { ownerHoldDays: 2 })).statusCode).toBe(
      200,
    );
    try {
      later(2 * 24 * 60 - 1);
      await t.app.reservationDesk.sweep();
      expect((await lines(piece.id)).lines[0]!.requests[0]).toMatchObject({ state: 'held' });
      later(1);
      await t.app.reservationDesk.sweep();
      expect((await lines(piece.id)).lines[0]!.requests[0]).toMatchObject({
        state: 'lapsed',
        lapseReason: 'unanswered',
      });
      expect(await numbersOf(piece.id)).toEqual(['available']);
    } finally {
      await admin('PUT', '/api/admin/reservation-settings', { ownerHoldDays: 7 });
    }
  });

  it('a collector who confirmed while waiting is held as confirmed when their turn comes', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    await reserve(request(piece.id, 'early-a'));
    const waiting = (await reserve(request(piece.id, 'early-b'))).json<{ id: number }>();
    await t.app.reservationDesk.confirmByCollector(waiting.id);
    later(31);
    await t.app.reservationDesk.sweep();
    later(31);
    await t.app.reservationDesk.sweep();
    expect((await lines(piece.id)).lines[0]!.requests.map((r) => r.state)).toEqual(['lapsed', 'held']);
  });
});

describe('waiting requests when the size sells out', () => {
  it('wait while any number may still come back, then close at the last sale and are told once, kindly', async () => {
    const piece = await reservablePiece(t.db, { size100: 2 });
    const a = (await reserve(request(piece.id, 'soldout-a'))).json<{ id: number }>();
    await reserve(request(piece.id, 'soldout-b'));
    const c = (await reserve(request(piece.id, 'soldout-c'))).json<{ id: number; state: string }>();
    const d = (await reserve(request(piece.id, 'soldout-d'))).json<{ id: number; state: string }>();
    expect([c.state, d.state]).toEqual(['waiting', 'waiting']);

    // One number sold, one still held (it may lapse and come to them): they keep waiting, for days.
    expect((await admin('POST', `/api/admin/reservations/${a.id}/confirm`, {})).statusCode).toBe(200);
    later(3 * 24 * 60);
    await t.app.reservationDesk.sweep();
    const states = async () =>
      (await lines(piece.id)).lines[0]!.requests.map((r) => [r.state, r.lapseReason]);
    // b's hold lapsed unconfirmed after 30 minutes and went to c; d waits on.
    expect(await states()).toEqual([
      ['sold', null],
      ['lapsed', 'unconfirmed'],
      ['held', null],
      ['waiting', null],
    ]);

    // The last number sold: nobody waiting can be held one now, so d is told at once.
    expect((await admin('POST', `/api/admin/reservations/${c.id}/confirm`, {})).statusCode).toBe(200);
    expect(await states()).toEqual([
      ['sold', null],
      ['lapsed', 'unconfirmed'],
      ['sold', null],
      ['lapsed', 'sold-out'],
    ]);
    expect(await numbersOf(piece.id)).toEqual(['sold', 'sold']);
    await t.app.reservationDesk.sweep();
    later(60);
    await t.app.reservationDesk.sweep();
    await mailsDone();
    const closing = mailsTo('collectorsoldout-d@example.com').filter((m) =>
      /found its collector/.test(m.subject),
    );
    expect(closing).toHaveLength(1);
    expect(closing[0]!.subject).toBe(`${piece.title}, 12 inch: every number has found its collector`);
    expect(closing[0]!.text).toContain('Thank you for waiting in line');
    expect(closing[0]!.text).toContain('you were number 4');
    expect(closing[0]!.text).toContain('you may reserve again from the piece’s page');
    // The owner reads why in the list; the collectors who bought hear nothing of it.
    expect(mailsTo('collectorsoldout-a@example.com').some((m) => /found its collector/.test(m.subject))).toBe(
      false,
    );
  });

  it('close at the next sweep when the register withholds the last free number', async () => {
    const piece = await reservablePiece(t.db, { size100: 2 });
    const a = (await reserve(request(piece.id, 'withheld-a'))).json<{ id: number }>();
    const b = (await reserve(request(piece.id, 'withheld-b'))).json<{ id: number }>();
    await reserve(request(piece.id, 'withheld-c'));
    // Hidden for a while: a freed number is not held for the one waiting until it is shown again.
    await t.db.update(sculptures).set({ published: false }).where(eq(sculptures.id, piece.id));
    expect((await admin('POST', `/api/admin/reservations/${a.id}/confirm`, {})).statusCode).toBe(200);
    expect((await admin('POST', `/api/admin/reservations/${b.id}/release`, {})).statusCode).toBe(200);
    expect(await numbersOf(piece.id)).toEqual(['sold', 'available']);
    // The owner keeps the last one back as the artist's proof: nothing is left for anyone waiting.
    const withheld = await admin('PUT', `/api/admin/sculptures/${piece.id}/editions/100/2`, {
      state: 'withheld',
    });
    expect(withheld.statusCode).toBe(200);
    await t.app.reservationDesk.sweep();
    expect((await lines(piece.id)).lines[0]!.requests.map((r) => [r.state, r.lapseReason])).toEqual([
      ['sold', null],
      ['released', null],
      ['lapsed', 'sold-out'],
    ]);
    await mailsDone();
    expect(
      mailsTo('collectorwithheld-c@example.com').filter((m) => /found its collector/.test(m.subject)),
    ).toHaveLength(1);
    await t.db.update(sculptures).set({ published: true }).where(eq(sculptures.id, piece.id));
  });
});

describe("the owner's decisions", () => {
  it('lists each size in order with state and age, confirms a sale with the held number, and emails it', async () => {
    const piece = await reservablePiece(t.db, { size100: 3, size450: 1 });
    const a = (await reserve(request(piece.id, 'sale-a'))).json<{ id: number }>();
    await reserve(request(piece.id, 'sale-b', '450'));
    const listed = await lines(piece.id);
    expect(listed.title).toBe(piece.title);
    expect(listed.lines.map((line) => [line.size, line.requests.length])).toEqual([
      ['100', 1],
      ['450', 1],
    ]);
    expect(listed.lines[0]!.requests[0]).toMatchObject({
      name: 'Collector sale-a',
      state: 'held',
      number: 1,
      createdAt: now().toISOString(),
      lapsesAt: new Date(now().getTime() + 30 * 60_000).toISOString(),
    });

    const confirmed = await admin('POST', `/api/admin/reservations/${a.id}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ number: 1 });
    expect(await numbersOf(piece.id)).toEqual(['sold', 'available', 'available']);
    const [sold] = await t.db
      .select()
      .from(editionNumbers)
      .where(
        and(
          eq(editionNumbers.sculptureId, piece.id),
          eq(editionNumbers.number, 1),
          eq(editionNumbers.size, '100'),
        ),
      );
    expect(sold).toMatchObject({
      collectorName: 'Collector sale-a',
      collectorEmail: 'collectorsale-a@example.com',
      soldOn: now().toISOString().slice(0, 10),
    });
    await mailsDone();
    // Each step's email is sent once; two queued together may leave side by side, in either order.
    const mail = mailsTo('collectorsale-a@example.com').find((m) =>
      m.subject.endsWith('your edition number 1'),
    )!;
    expect(mail.subject).toBe(`${piece.title}: your edition number 1`);
    expect(mail.text).toContain('Your edition number is 1 of 3.');

    const again = await admin('POST', `/api/admin/reservations/${a.id}/confirm`, {});
    expect(again.statusCode).toBe(409);
    const activity = (await admin('GET', '/api/admin/activity?entity=reservation')).json<{
      entries: ActivityEntry[];
    }>();
    expect(activity.entries[0]).toMatchObject({
      entity: 'reservation',
      action: 'confirm sale',
      // By the piece, the size and who reserved it, not its id.
      target: expect.stringMatching(/, (12|54) inch, for /),
    });
  });

  it('sells the number the owner picks, freeing the held one for the next in line', async () => {
    const piece = await reservablePiece(t.db, { size100: 3 });
    const ids = [];
    for (const index of [1, 2, 3, 4])
      ids.push((await reserve(request(piece.id, `pick${index}`))).json<{ id: number }>().id);
    // 1, 2, 3 held; the fourth waits. Number 2 is held by the second request: not the owner's to give.
    expect((await admin('POST', `/api/admin/reservations/${ids[0]}/confirm`, { number: 2 })).statusCode).toBe(
      409,
    );
    expect((await admin('POST', `/api/admin/reservations/${ids[0]}/confirm`, { number: 4 })).statusCode).toBe(
      409,
    );
    // Releasing the third frees number 3: the fourth is held it; then the first is sold number 1.
    expect((await admin('POST', `/api/admin/reservations/${ids[2]}/release`)).statusCode).toBe(200);
    const listed = (await lines(piece.id)).lines[0]!.requests;
    expect(listed.map((r) => [r.state, r.number])).toEqual([
      ['held', 1],
      ['held', 2],
      ['released', null],
      ['held', 3],
    ]);
    await mailsDone();
    expect(mailsTo('collectorpick3@example.com').map((m) => m.subject)).toContain(
      `Your request for ${piece.title}`,
    );
    expect(mailsTo('collectorpick4@example.com').map((m) => m.subject)).toContain(
      `A number of ${piece.title} is held for you`,
    );
    expect((await admin('POST', `/api/admin/reservations/${ids[2]}/release`)).statusCode).toBe(409);
  });

  it('keeps the register from changing a number a reservation holds, naming whose it is', async () => {
    const piece = await reservablePiece(t.db, { size100: 2 });
    await reserve(request(piece.id, 'registerhold'));
    const asAvailable = await admin('PUT', `/api/admin/sculptures/${piece.id}/editions/100/1`, {
      state: 'available',
    });
    expect(asAvailable.statusCode).toBe(409);
    expect(asAvailable.json<{ message: string }>().message).toMatch(
      /held for .*'s reservation: confirm the sale or release it/,
    );
    expect(await numbersOf(piece.id)).toEqual(['held', 'available']);
    // The number nobody holds is still the owner's to set.
    const withheld = await admin('PUT', `/api/admin/sculptures/${piece.id}/editions/100/2`, {
      state: 'withheld',
    });
    expect(withheld.statusCode).toBe(200);
    expect(await numbersOf(piece.id)).toEqual(['held', 'withheld']);
  });

  it('reads a long line a page at a time from the server, with its counts, and marks the pieces with requests', async () => {
    const piece = await reservablePiece(t.db, { size100: 3 });
    const quiet = await reservablePiece(t.db, { size100: 3 });
    for (let index = 1; index <= 55; index++) {
      expect((await reserve(request(piece.id, `page${index}`))).statusCode).toBe(201);
    }
    const first = await lines(piece.id);
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0]).toMatchObject({
      size: '100',
      total: 55,
      offset: 0,
      counts: { held: 3, waiting: 52, sold: 0, released: 0, lapsed: 0 },
    });
    expect(first.lines[0]!.requests.map((r) => r.position)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );

    const second = await admin('GET', `/api/admin/reservations?sculptureId=${piece.id}&size=100&offset=50`);
    expect(second.statusCode).toBe(200);
    const page = second.json<AdminReservationLines>().lines[0]!;
    expect(page.offset).toBe(50);
    expect(page.total).toBe(55);
    expect(page.requests.map((r) => r.position)).toEqual([51, 52, 53, 54, 55]);
    // Another size of the piece has no requests: no line for it.
    const other = await admin('GET', `/api/admin/reservations?sculptureId=${piece.id}&size=450`);
    expect(other.json<AdminReservationLines>().lines).toEqual([]);
    expect((await admin('GET', `/api/admin/reservations?sculptureId=${piece.id}&offset=-1`)).statusCode).toBe(
      400,
    );

    const pieces = (await admin('GET', '/api/admin/reservations/pieces')).json<
      { sculptureId: number; open: number; total: number }[]
    >();
    expect(pieces.find((row) => row.sculptureId === piece.id)).toEqual({
      sculptureId: piece.id,
      open: 55,
      total: 55,
    });
    expect(pieces.find((row) => row.sculptureId === quiet.id)).toBeUndefined();
    expect((await t.app.inject({ url: '/api/admin/reservations/pieces' })).statusCode).toBe(401);
  });

  it('keeps the one-page settings within bounds', async () => {
    expect((await admin('GET', '/api/admin/reservation-settings')).json()).toEqual({
      ownerHoldDays: 7,
      ownerDigest: true,
    });
    expect((await admin('PUT', '/api/admin/reservation-settings', { ownerHoldDays: 0 })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reservations?sculptureId=1' })).statusCode,
    ).toBe(401);
  });
});

describe('the form sent without script', () => {
  // Each post from its own address: forms without script are limited per network (decision 47).
  let poster = 0;
  const post = (url: string, fields: Record<string, string>, remoteAddress = `10.9.0.${++poster}`) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: FORM_HEADERS,
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  it('reserves the piece and size its address names, and answers the page with the place, kept by nobody', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    const page = await t.app.inject({ method: 'GET', url: `/reserve?piece=${piece.slug}&size=100` });
    expect(page.statusCode).toBe(200);
    const fields = { name: 'Ada', email: 'ada@example.com', phone: '', message: 'Number 1 if I may' };
    const sentOnce = await post(`/reserve?piece=${piece.slug}&size=100`, fields);
    expect(sentOnce.statusCode).toBe(201);
    expect(sentOnce.headers['cache-control']).toBe('private, no-store');
    const again = await post(`/reserve?piece=${piece.slug}&size=100`, fields);
    expect(again.statusCode).toBe(200);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.sculptureId, piece.id));
    expect(row).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Number 1 if I may',
      state: 'held',
    });
  });

  it('refuses bad fields, a closed line and a post from another site, keeping what was typed in the answer only', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    const bad = await post(`/reserve?piece=${piece.slug}&size=100`, { name: 'Ada', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('private, no-store');
    const closed = await post(`/reserve?piece=${piece.slug}&size=450`, {
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(closed.statusCode).toBe(409);
    const sent = await post(`/reserve?piece=${piece.slug}&size=100`, {
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(sent.statusCode).toBe(201);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/reserve?piece=${piece.slug}&size=100`,
      headers: { ...FORM_HEADERS, 'sec-fetch-site': 'cross-site' },
      payload: 'name=Eve&email=eve%40example.com',
    });
    expect(forged.statusCode).toBe(403);
    expect(await t.db.select().from(reservations).where(eq(reservations.sculptureId, piece.id))).toHaveLength(
      1,
    );
  });
});

describe('the register deciding the status', () => {
  const statusOf = async (id: number) =>
    (await t.db.select({ status: sculptures.status }).from(sculptures).where(eq(sculptures.id, id)))[0]
      ?.status;

  it('keeps a piece whose last number is held Available, its line open and its page saying so, and Sold Out only once it sells', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    expect((await reserve(request(piece.id, 'last-one'))).json()).toMatchObject({ state: 'held' });
    // Held is not sold: a hold may lapse, so the piece stays Available and the line takes requests.
    expect(await statusOf(piece.id)).toBe('Available');
    const shown = (await t.app.inject({ url: '/api/sculptures' }))
      .json<{ id: number; status: string; editions: unknown[] }[]>()
      .find((entry) => entry.id === piece.id);
    expect(shown).toMatchObject({
      status: 'Available',
      editions: [{ size: '100', total: 1, remaining: 0, held: 1 }],
    });
    const behind = await reserve(request(piece.id, 'behind'));
    expect(behind.statusCode).toBe(201);
    expect(behind.json()).toMatchObject({ position: 2, state: 'waiting' });
    const { id } = behind.json<{ id: number }>();
    expect((await admin('POST', `/api/admin/reservations/${id}/release`)).statusCode).toBe(200);
    later(31);
    await t.app.reservationDesk.sweep();
    // The lapsed hold's number went to nobody: the piece is still Available, its number free.
    expect(await statusOf(piece.id)).toBe('Available');
    expect(await numbersOf(piece.id)).toEqual(['available']);

    // Sold, the last number leaves nothing to hold: Sold Out, and the line closes.
    const sold = await admin('PUT', `/api/admin/sculptures/${piece.id}/editions/100/1`, {
      state: 'sold',
      collectorName: 'Ada Lovelace',
      collectorEmail: 'ada@example.com',
      soldOn: '2026-11-20',
    });
    expect(sold.statusCode).toBe(200);
    expect(await statusOf(piece.id)).toBe('Sold Out');
    expect((await reserve(request(piece.id, 'too-late'))).statusCode).toBe(409);
  });
});
