import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DropReport, Overview } from '../../../contract/analytics';
import { waitlistMembers } from '../../db/schema';
import { DEMO_SCULPTURES } from '../../demo/content';
import { reservablePiece, request as reservationRequest } from '../../test/reservation-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { backupTables } from '../backup/tables';
import { dropReleases, visitCounts, visitDays, visitSalts, visitVisitors } from './schema';
import { BEACONS_PER_NETWORK_MINUTE, OTHER_SOURCE, PAIRS_PER_DAY } from './visit-counter';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SITE = 'https://vitrine.test';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const time = createTestClock(new Date('2027-03-10T09:00:00Z'));
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ background: { clock: time.clock }, publicUrl: SITE });
  token = await t.login();
});
afterAll(() => t.close());

function beacon(
  path: string,
  { landing = `${SITE}${path}`, referrer = '', ip = '10.20.0.1', agent = BROWSER, headers = {} } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/visits',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': agent, ...headers },
    payload: `${path}\n${landing}\n${referrer}`,
    remoteAddress: ip,
  });
}

async function overview(days = 2): Promise<Overview> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/analytics/overview?days=${days}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Overview>();
}

const todayOf = (o: Overview) => o.days.at(-1)!;
const visitsOf = (o: Overview, path: string) => o.pages.find((page) => page.path === path)?.visits ?? 0;
const sourceVisits = (o: Overview, source: string) => o.sources.find((s) => s.source === source)?.visits ?? 0;

describe('a page view beacon', () => {
  it('is counted by page and source, answers 204 uncached, and sets nothing', async () => {
    const before = await overview();
    const first = await beacon('/about', { referrer: 'https://www.instagram.com/p/x', ip: '10.20.1.1' });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['set-cookie']).toBeUndefined();
    await beacon('/about', { landing: `${SITE}/about?utm_source=Newsletter`, ip: '10.20.1.2' });
    await beacon('/about', { landing: `${SITE}/about?ref=press-review`, ip: '10.20.1.3' });
    // A link from the site itself is no source; a path with a trailing slash is the same page.
    await beacon('/about/', { referrer: `${SITE}/collection`, ip: '10.20.1.4' });

    const after = await overview();
    expect(visitsOf(after, '/about') - visitsOf(before, '/about')).toBe(4);
    expect(sourceVisits(after, 'instagram.com') - sourceVisits(before, 'instagram.com')).toBe(1);
    expect(sourceVisits(after, 'newsletter') - sourceVisits(before, 'newsletter')).toBe(1);
    expect(sourceVisits(after, 'press-review') - sourceVisits(before, 'press-review')).toBe(1);
    expect(sourceVisits(after, '') - sourceVisits(before, '')).toBe(1);
    expect(todayOf(after).visits - todayOf(before).visits).toBe(4);
    expect(todayOf(after).visitors - todayOf(before).visitors).toBe(4);
  });

  it('counts one visitor once a day, however many pages they see', async () => {
    const before = todayOf(await overview());
    for (const path of ['/', '/collection', '/journal', '/contact']) await beacon(path, { ip: '10.21.0.9' });
    const after = todayOf(await overview());
    expect(after.visits - before.visits).toBe(4);
    expect(after.visitors - before.visitors).toBe(1);
  });

  it('counts nothing for Do Not Track, Global Privacy Control, robots, unknown pages or token pages', async () => {
    const before = todayOf(await overview());
    const refused = await Promise.all([
      beacon('/about', { headers: { dnt: '1' } }),
      beacon('/about', { headers: { 'sec-gpc': '1' } }),
      beacon('/about', { agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
      beacon('/no-such-page'),
      beacon('/sculptures/no-such-piece'),
      beacon('/admin'),
      beacon('/orders/some-secret-token'),
      beacon('/verify/ABCD-EFGH'),
      beacon(''),
    ]);
    for (const response of refused) expect(response.statusCode).toBe(204);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/visits',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(junk.statusCode).toBe(204);
    const after = todayOf(await overview());
    expect(after.visits).toBe(before.visits);
    const paths = await t.db.selectDistinct({ path: visitCounts.path }).from(visitCounts);
    expect(paths.map((row) => row.path).filter((path) => /orders|verify|admin|no-such/.test(path))).toEqual(
      [],
    );
  });
});

describe('a piece just added', () => {
  it('counts its first visit at once, though the list of pieces was read a moment before', async () => {
    // A piece's page has the list of shown pieces read now (this test's clock stands still, so
    // no later beacon finds that list old).
    await beacon(`/sculptures/${DEMO_SCULPTURES[0]!.slug}`, { ip: '10.22.0.1' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sculptures',
      headers: bearer(token),
      payload: {
        slug: 'just-added-kid',
        title: 'Just Added Kid',
        tagline: 'Counted from the first look.',
        intro: 'A kid with a stopwatch, cast and polished.',
        medium: 'Cast metal with chrome finish',
        sizes: ['12 inch'],
        edition: 'Limited Edition of 2',
        finish: 'Mirror chrome',
        certificate: 'Signed and numbered certificate of authenticity',
        seoTitle: 'Just Added Kid',
        seoDescription: 'Just Added Kid in chrome',
        editionSize100: 2,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await beacon('/sculptures/just-added-kid', { ip: '10.22.0.2' });
    expect(visitsOf(await overview(), '/sculptures/just-added-kid')).toBe(1);
  });
});

describe('a flood of beacons', () => {
  it('is capped per network a minute', async () => {
    const before = todayOf(await overview());
    for (let i = 0; i < BEACONS_PER_NETWORK_MINUTE + 40; i++) {
      await beacon('/collection', { ip: '10.30.0.1', agent: `${BROWSER} ${i}` });
    }
    const after = todayOf(await overview());
    expect(after.visits - before.visits).toBe(BEACONS_PER_NETWORK_MINUTE);
    // The next minute, the network counts again.
    time.advance(60_000);
    await beacon('/collection', { ip: '10.30.0.1' });
    expect(todayOf(await overview()).visits - after.visits).toBe(1);
  });

  it('of made-up sources folds them past the day cap, every view still counted once', async () => {
    const before = todayOf(await overview());
    const sent = PAIRS_PER_DAY + 50;
    for (let i = 0; i < sent; i++) {
      await beacon('/journal', {
        landing: `${SITE}/journal?utm_source=fake${i}`,
        ip: `10.40.${i >> 8}.${i & 255}`,
      });
    }
    const after = await overview();
    expect(todayOf(after).visits - before.visits).toBe(sent);
    const pairs = await t.db
      .selectDistinct({ path: visitCounts.path, source: visitCounts.source })
      .from(visitCounts);
    expect(pairs.length).toBeLessThanOrEqual(PAIRS_PER_DAY + 1);
    expect(pairs.some((pair) => pair.source === OTHER_SOURCE)).toBe(true);
  });
});

describe('the daily salt', () => {
  it('changes every day, and the old one and its hashes are gone, leaving one number', async () => {
    await beacon('/about', { ip: '10.50.0.1' });
    await overview();
    const [first] = await t.db.select().from(visitSalts);
    const firstDay = first!.day;
    const visitorsThatDay = todayOf(await overview()).visitors;
    expect(visitorsThatDay).toBeGreaterThan(0);

    time.advanceTo(new Date(new Date(`${firstDay}T00:00:00Z`).getTime() + DAY_MS + 60_000));
    await t.app.analytics.flush();
    const salts = await t.db.select().from(visitSalts);
    expect(salts.map((salt) => salt.day)).not.toContain(firstDay);
    expect(salts.every((salt) => salt.salt !== first!.salt)).toBe(true);
    expect(await t.db.select().from(visitVisitors).where(eq(visitVisitors.day, firstDay))).toEqual([]);
    const [kept] = await t.db.select().from(visitDays).where(eq(visitDays.day, firstDay));
    expect(kept!.visitors).toBe(visitorsThatDay);

    // The same address and browser is a new visitor on the new day, under a new salt.
    await beacon('/about', { ip: '10.50.0.1' });
    const both = await overview(2);
    expect(both.days[0]!.visitors).toBe(visitorsThatDay);
    expect(todayOf(both).visitors).toBe(1);
    const [today] = await t.db.select().from(visitSalts);
    expect(today!.salt).not.toBe(first!.salt);
  });
});

describe('a backup', () => {
  it("never copies a day's salt or its visitor hashes, which must not outlive the day", () => {
    const copied = backupTables().map((table) => table.name);
    expect(copied).not.toContain('visit_salts');
    expect(copied).not.toContain('visit_visitors');
    expect(copied).toEqual(
      expect.arrayContaining(['visit_counts', 'visit_days', 'drop_releases', 'drop_stock']),
    );
  });
});

describe('the drop report', () => {
  it('tells the funnel of a drop per size, its sources, its minute and its CSV', async () => {
    const releaseAt = new Date(time.clock.now().getTime() + 2 * HOUR_MS);
    const piece = await reservablePiece(t.db, { size100: 2, isLocked: true, releaseAt });
    await t.db.insert(waitlistMembers).values([
      { email: 'w1@example.com', sculptureType: piece.title, sculptureId: piece.id, confirmedAt: new Date() },
      { email: 'w2@example.com', sculptureType: piece.title, sculptureId: piece.id, confirmedAt: null },
    ]);
    // Written straight to the database: the scheduler is told, as a save in the dashboard tells it.
    t.app.background.wake('release-scheduler');
    const page = `/sculptures/${piece.slug}`;
    // Seen the hour before from Instagram by the buyer, and from a newsletter by someone else.
    time.advance(HOUR_MS);
    const buyer = { ip: '10.60.0.1', agent: `${BROWSER} buyer` };
    expect((await beacon(page, { ...buyer, referrer: 'https://l.instagram.com/?u=x' })).statusCode).toBe(204);
    await beacon(page, { landing: `${SITE}${page}?utm_source=newsletter`, ip: '10.60.0.2' });
    await t.app.analytics.flush();

    time.advanceTo(releaseAt);
    await expect
      .poll(
        async () =>
          (await t.db.select().from(dropReleases).where(eq(dropReleases.sculptureId, piece.id))).length,
        {
          timeout: 10_000,
        },
      )
      .toBe(1);
    time.advance(90_000);
    const reserve = (who: string, from: { ip: string; agent: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: reservationRequest(piece.id, `${who}-${piece.id}`),
        headers: { 'user-agent': from.agent },
        remoteAddress: from.ip,
      });
    const first = await reserve('a', buyer);
    expect(first.statusCode, first.body).toBe(201);
    await reserve('b', { ip: '10.60.0.3', agent: BROWSER });
    time.advance(60_000);
    await reserve('c', { ip: '10.60.0.4', agent: BROWSER });
    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reservations/${first.json<{ id: number }>().id}/confirm`,
      headers: bearer(token),
      payload: {},
    });
    expect(sold.statusCode, sold.body).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/drops/${piece.id}/report`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<DropReport>();
    expect(report.releasedAt).toBe(releaseAt.toISOString());
    expect(report.sizes).toEqual([
      {
        size: '100',
        editionSize: 2,
        pageVisits: 2,
        waitlistAtRelease: 1,
        requests: 3,
        held: 2,
        paid: 1,
        lapsed: 0,
        soldOutAfterMinutes: 1.5,
      },
    ]);
    expect(report.sources).toEqual(
      expect.arrayContaining([
        { source: 'instagram.com', visits: 1, requests: 1, buyers: 1 },
        { source: 'newsletter', visits: 1, requests: 0, buyers: 0 },
        { source: '', visits: 0, requests: 2, buyers: 0 },
      ]),
    );
    expect(report.minutes[0]).toEqual({ minute: 0, requests: 0, left: { '100': 2, '450': null } });
    expect(report.minutes[1]).toEqual({ minute: 1, requests: 2, left: { '100': 0, '450': null } });
    expect(report.minutes[2]).toMatchObject({ minute: 2, requests: 1 });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/drops/${piece.id}/report.csv`,
      headers: bearer(token),
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Size,Numbers,Page visits,Waitlist at release,Requests,Held,Paid,Lapsed');
    expect(csv.body).toContain('100,2,2,1,3,2,1,0,1.5');
    expect(csv.body).toContain('instagram.com,1,1,1');

    const headline = (await overview()).drops.find((drop) => drop.sculptureId === piece.id);
    expect(headline).toMatchObject({ pageVisits: 2, requests: 3, paid: 1, soldOutAfterMinutes: 1.5 });
  });

  it('is refused for a piece never released, and to anyone not signed in', async () => {
    const piece = await reservablePiece(t.db);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/admin/drops/${piece.id}/report`,
      headers: bearer(token),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No release of this piece has been recorded yet.' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/drops/${piece.id}/report` });
    expect(anonymous.statusCode).toBe(401);
    const overviewAnonymous = await t.app.inject({ method: 'GET', url: '/api/admin/analytics/overview' });
    expect(overviewAnonymous.statusCode).toBe(401);
    for (const days of ['0', '367', 'ninety', '1.5']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/admin/analytics/overview?days=${days}`,
        headers: bearer(token),
      });
      expect(refused.statusCode, days).toBe(400);
      expect(refused.json<{ message: string }>().message, days).toBe(
        'Choose a number of days from 1 to 366.',
      );
    }
  });
});
