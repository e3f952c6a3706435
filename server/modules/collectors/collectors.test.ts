import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../../contract/activity';
import { COLLECTORS_PAGE_SIZE, type CollectorDetail, type CollectorPage } from '../../../contract/collectors';
import type { EditionNumber } from '../../../contract/editions';
import { ROUTES } from '../../../contract/page-paths';
import type { Sculpture } from '../../../contract/sculpture';
import { collectors } from '../../db/schema';
import { FORM_HEADERS } from '../../test/form-post';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const list = async (query: string) =>
  (await admin('GET', `/api/admin/collectors?${query}`)).json<CollectorPage>();
const collectorCount = async () =>
  Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from collectors`)).rows[0]!.n);

const HOSTILE = 'buyer@example.com?bcc=someone@evil.example&body=x';

describe('collectors', () => {
  it('makes one collector per mailbox, whatever the letter case, with name and phone as last given', async () => {
    const inquiry = (fields: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: { name: 'Theo Vance', email: 'Theo@Vance.example', message: 'Hello there', ...fields },
      });
    expect((await inquiry({ phone: '+33 6 12 34 56 78' })).statusCode).toBe(201);
    expect((await inquiry({ name: 'Théo Vance', email: 'theo@VANCE.example' })).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: 'THEO@vance.example' } });
    const found = await list('q=vance');
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      email: 'Theo@vance.example',
      name: 'Théo Vance',
      phone: '+33 6 12 34 56 78',
    });
    expect((await list('q=th%C3%A9o')).total).toBe(1);
    expect((await list('q=theo%40vance.example')).total).toBe(1);
    expect((await list('q=nobody-by-this-name')).total).toBe(0);
  });

  it('pages on the server, most recently seen first, with the total of all that match', async () => {
    await t.db.insert(collectors).values(
      Array.from({ length: COLLECTORS_PAGE_SIZE + 7 }, (_, i) => ({
        email: `member${i}@pagecount.example`,
        name: `Page Count ${i}`,
        lastSeenAt: new Date(Date.UTC(2030, 0, 1, 0, 0, i)),
      })),
    );
    const first = await list('q=pagecount&page=1');
    const second = await list('q=pagecount&page=2');
    expect(first.total).toBe(COLLECTORS_PAGE_SIZE + 7);
    expect([first.items.length, second.items.length]).toEqual([COLLECTORS_PAGE_SIZE, 7]);
    expect(first.items[0]!.name).toBe(`Page Count ${COLLECTORS_PAGE_SIZE + 6}`);
    expect((await list('page=0')).items).toBeUndefined();
    expect((await admin('GET', '/api/admin/collectors?page=0')).statusCode).toBe(400);
    expect((await list('q=pagecount&page=3')).items).toEqual([]);
  });

  it('keeps the owner notes and tags, one of each tag, found by tag, in the activity log without the person', async () => {
    const [theo] = (await list('q=vance')).items;
    const saved = await admin('PATCH', `/api/admin/collectors/${theo!.id}`, {
      notes: 'Met at Art Basel. <script>alert(1)</script>',
      tags: ['VIP', ' vip ', 'Press'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CollectorDetail>()).toMatchObject({
      notes: 'Met at Art Basel. <script>alert(1)</script>',
      tags: ['VIP', 'Press'],
    });
    expect((await list('tag=VIP')).items.map((row) => row.id)).toContain(theo!.id);
    expect((await list('tag=Gallery')).items.map((row) => row.id)).not.toContain(theo!.id);
    expect((await admin('PATCH', `/api/admin/collectors/${theo!.id}`, {})).statusCode).toBe(400);
    expect((await admin('PATCH', '/api/admin/collectors/999999', { notes: 'x' })).statusCode).toBe(404);
    const log = (await admin('GET', '/api/admin/activity?entity=collector')).json<ActivityPage>();
    expect(log.entries[0]).toMatchObject({
      action: 'update',
      target: expect.stringMatching(/^Collector since /),
    });
    expect(JSON.stringify(log.entries)).not.toMatch(/Vance|vance/);
  });

  it('shows the record with its timeline, and answers 404 for no one', async () => {
    const [theo] = (await list('q=vance')).items;
    const detail = (await admin('GET', `/api/admin/collectors/${theo!.id}`)).json<CollectorDetail>();
    expect(detail.timeline.filter((entry) => entry.kind === 'inquiry')).toHaveLength(2);
    expect(detail.timeline.filter((entry) => entry.kind === 'subscription')).toHaveLength(1);
    expect(detail.newsletter).toBe('subscribed');
    expect((await admin('GET', '/api/admin/collectors/999999')).statusCode).toBe(404);
  });

  it('puts a sale below the certificate that followed it, each at its time of day, and a sale dated to a past day as that day', async () => {
    const pieces = (await t.app.inject({ url: '/api/admin/sculptures', headers: bearer(token) })).json<
      Sculpture[]
    >();
    const hero = pieces.find((piece) => piece.slug === 'hero-kid')!;
    const register = (
      await t.app.inject({ url: `/api/admin/sculptures/${hero.id}/editions`, headers: bearer(token) })
    ).json<EditionNumber[]>();
    const [today, earlier] = register.filter((row) => row.size === '100' && row.state === 'available');
    const sell = (number: number, soldOn: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/sculptures/${hero.id}/editions/100/${number}`,
        headers: bearer(token),
        payload: { state: 'sold', collectorName: 'Mara Quinn', collectorEmail: 'mara@example.com', soldOn },
      });
    expect((await sell(today!.number, new Date().toISOString().slice(0, 10))).statusCode).toBe(200);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sculptures/${hero.id}/editions/100/${today!.number}/certificate`,
      headers: bearer(token),
      payload: { publicOwner: 'initials' },
    });
    expect(issued.statusCode).toBe(201);
    expect((await sell(earlier!.number, '2026-01-05')).statusCode).toBe(200);

    const [mara] = (await list('q=mara@example.com')).items;
    const { timeline } = (await admin('GET', `/api/admin/collectors/${mara!.id}`)).json<CollectorDetail>();
    const mine = timeline.filter((entry) => entry.kind === 'sale' || entry.kind === 'certificate');
    expect(mine.map((entry) => [entry.kind, entry.title, entry.allDay])).toEqual([
      ['certificate', expect.stringContaining(`Hero Kid, number ${today!.number}`), false],
      ['sale', `Bought Hero Kid, 12 inch, number ${today!.number}`, false],
      ['sale', `Bought Hero Kid, 12 inch, number ${earlier!.number}`, true],
    ]);
    // The sale of today is the moment it was recorded, not a made-up midday.
    expect(Date.parse(mine[1]!.at)).toBeLessThanOrEqual(Date.parse(mine[0]!.at));
    expect(mine[2]!.at.slice(0, 10)).toBe('2026-01-05');
  });

  it(`refuses ${HOSTILE} at every public form and call, and makes no collector of it`, async () => {
    const before = await collectorCount();
    const json = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const form = (url: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: FORM_HEADERS,
        payload: new URLSearchParams(fields).toString(),
      });
    const answers = [
      await json('/api/inquiries', { name: 'Eve', email: HOSTILE, message: 'Hello there' }),
      await json('/api/newsletters', { email: HOSTILE }),
      await json('/api/waitlists', { email: HOSTILE, sculptureType: 'Hero Kid' }),
      await json('/api/reservations', { sculptureId: 1, size: '100', name: 'Eve', email: HOSTILE }),
      await form('/contact', { name: 'Eve', email: HOSTILE, message: 'Hello there' }),
      await form('/newsletter', { email: HOSTILE }),
      await form('/waitlist?piece=hero-kid', { email: HOSTILE }),
      await form(`${ROUTES.reserve}?piece=hero-kid&size=12`, { name: 'Eve', email: HOSTILE }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400, 400]);
    expect(await collectorCount()).toBe(before);
    const stored = await t.db.execute(
      sql`select 1 from collectors where email like '%?%' or email like '%&%'`,
    );
    expect(stored.rows).toEqual([]);
  });
});
