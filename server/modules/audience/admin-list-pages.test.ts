import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriberPage, WaitlistMemberPage } from '../../../contract/list-pages';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let pieceId: number;

/** 120 current subscribers (every third pending), one a minute apart, and 5 who left. */
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  await t.db.execute(sql`
    insert into newsletter_subscribers (email, confirmed_at, unsubscribed_at, created_at)
    select 'reader' || n || '@example.com',
           case when n % 3 = 0 then null else now() end,
           null,
           timestamptz '2026-01-01' + n * interval '1 minute'
    from generate_series(1, 120) as n
  `);
  await t.db.execute(sql`
    insert into newsletter_subscribers (email, confirmed_at, unsubscribed_at)
    select 'gone' || n || '@example.com', now(), now() from generate_series(1, 5) as n
  `);
  await t.db.execute(
    sql`insert into newsletter_subscribers (email, confirmed_at) values ('odd.one@other.example', now())`,
  );
  const [piece] = (
    await t.db.execute<{ id: number; title: string }>(
      sql`select id, title from sculptures order by id limit 1`,
    )
  ).rows;
  pieceId = Number(piece!.id);
  await t.db.execute(sql`
    insert into waitlist_members (email, sculpture_type, sculpture_id, confirmed_at, created_at)
    select 'waiter' || n || '@example.com', ${piece!.title}, ${pieceId},
           case when n % 2 = 0 then now() end, timestamptz '2026-02-01' + n * interval '1 minute'
    from generate_series(1, 70) as n
  `);
  await t.db.execute(sql`
    insert into waitlist_members (email, sculpture_type, sculpture_id, confirmed_at)
    values ('someone@example.com', 'A Piece No Longer Made', null, now())
  `);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('GET /api/admin/subscribers', () => {
  it('answers one page of current subscribers, newest first, with the totals of the whole list', async () => {
    const first = await get<SubscriberPage>('/api/admin/subscribers');
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(121);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(50);
    // 120 readers (40 pending) and the odd address; the 5 who left are not counted.
    expect(first.pending).toBe(40);
    expect(first.confirmed).toBe(81);
    expect(first.items[0]!.email).toBe('odd.one@other.example');
    expect(first.items[1]!.email).toBe('reader120@example.com');
    const third = await get<SubscriberPage>('/api/admin/subscribers?page=3');
    expect(third.items.map((s) => s.email)).toEqual(
      Array.from({ length: 21 }, (_, i) => `reader${21 - i}@example.com`),
    );
  });

  it('searches addresses by their words, letter case aside, and counts what matches', async () => {
    const found = await get<SubscriberPage>('/api/admin/subscribers?q=READER11');
    expect(found.items.map((s) => s.email)).toEqual(
      [
        'reader119',
        'reader118',
        'reader117',
        'reader116',
        'reader115',
        'reader114',
        'reader113',
        'reader112',
        'reader111',
        'reader110',
        'reader11',
      ].map((name) => `${name}@example.com`),
    );
    expect(found.total).toBe(11);
    // The totals of the whole list stay what the composer counts.
    expect(found.confirmed).toBe(81);
  });

  it('finds an address by the beginning of any of its words, and reads punctuation as no search at all', async () => {
    expect((await get<SubscriberPage>('/api/admin/subscribers?q=other')).items.map((s) => s.email)).toEqual([
      'odd.one@other.example',
    ]);
    expect((await get<SubscriberPage>('/api/admin/subscribers?q=odd%20other')).total).toBe(1);
    // Nothing searchable typed: the whole list, as with no search.
    expect((await get<SubscriberPage>('/api/admin/subscribers?q=%25_%26')).total).toBe(121);
    // Those who left are not found.
    expect((await get<SubscriberPage>('/api/admin/subscribers?q=gone1')).total).toBe(0);
  });

  it('answers an empty page past the end, and refuses a page that is not a number', async () => {
    const past = await get<SubscriberPage>('/api/admin/subscribers?page=9');
    expect(past).toMatchObject({ items: [], total: 121, page: 9 });
    for (const page of ['0', '-1', 'two', '1.5']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/subscribers?page=${page}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('keeps the spec list call answering every current subscriber', async () => {
    const all = await get<unknown[]>('/api/admin/newsletters');
    expect(all).toHaveLength(121);
  });

  it('is for the signed-in owner only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/subscribers' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/waitlists/members', () => {
  it('pages every member, newest first, with totals', async () => {
    const first = await get<WaitlistMemberPage>('/api/admin/waitlists/members');
    expect(first.total).toBe(71);
    expect(first.pending).toBe(35);
    expect(first.items).toHaveLength(50);
    const second = await get<WaitlistMemberPage>('/api/admin/waitlists/members?page=2');
    expect(second.items).toHaveLength(21);
    expect(new Set([...first.items, ...second.items].map((m) => m.id)).size).toBe(71);
  });

  it('keeps to one piece, and searches addresses and the title joined', async () => {
    const piece = await get<WaitlistMemberPage>(`/api/admin/waitlists/members?piece=${pieceId}`);
    expect(piece.total).toBe(70);
    const byTitle = await get<WaitlistMemberPage>('/api/admin/waitlists/members?q=no%20longer');
    expect(byTitle.items.map((m) => m.email)).toEqual(['someone@example.com']);
    const byAddress = await get<WaitlistMemberPage>(
      `/api/admin/waitlists/members?piece=${pieceId}&q=waiter7`,
    );
    expect(byAddress.items.map((m) => m.email)).toEqual(['waiter70@example.com', 'waiter7@example.com']);
    expect(byAddress.pending).toBe(1);
  });

  it('keeps the spec list call answering every member', async () => {
    expect(await get<unknown[]>('/api/admin/waitlists')).toHaveLength(71);
  });
});
