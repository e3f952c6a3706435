import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservablePiece } from '../../test/reservation-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { retentionCutoff } from './retention';

/** The background's clock: the test moves it on by months instead of waiting for them. */
const NOW = new Date('2026-11-27T12:00:00Z');
const clock = createTestClock(NOW);
let t: TestApp;
let token: string;
let pieceId: number;

const monthsAgo = (months: number) => retentionCutoff(NOW, months).toISOString();

async function inquiry(name: string, state: string, changed: string | null, created = monthsAgo(30)) {
  await t.db.execute(sql`
    insert into inquiries (name, email, message, state, state_changed_at, created_at)
    values (${name}, ${`${name}@example.com`}, 'Hello', ${state}, ${changed}, ${created})
  `);
}

let position = 0;
async function reservation(name: string, state: string, ended: string | null) {
  position += 1;
  await t.db.execute(sql`
    insert into reservations (sculpture_id, size, position, name, email, state, number, created_at, ended_at)
    values (${pieceId}, '100', ${position}, ${name}, ${`${name}@example.com`}, ${state},
      ${state === 'sold' ? position : null}, ${monthsAgo(30)}, ${ended})
  `);
}

const names = async (table: 'inquiries' | 'reservations') =>
  (
    await t.db.execute<{ name: string }>(
      sql`select name from ${sql.identifier(table)} where name like 'keep%' or name like 'old%' order by name`,
    )
  ).rows.map((row) => row.name);

beforeAll(async () => {
  t = await createTestApp({ background: { clock: clock.clock } });
  token = await t.login();
  pieceId = (await reservablePiece(t.db, { size100: 10 })).id;
  await inquiry('old-closed', 'closed', monthsAgo(13));
  await inquiry('old-spam', 'spam', monthsAgo(14));
  await inquiry('keep-closed-lately', 'closed', monthsAgo(11));
  await inquiry('keep-open', 'new', null, monthsAgo(40));
  await inquiry('keep-replied', 'replied', monthsAgo(20));
  await reservation('old-lapsed', 'lapsed', monthsAgo(13));
  await reservation('keep-released-lately', 'released', monthsAgo(11));
  await reservation('keep-sold', 'sold', monthsAgo(30));
});
afterAll(() => t.close());

const put = (months: number | null) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/retention-settings',
    headers: bearer(token),
    payload: { months },
  });

describe('data retention', () => {
  it('is off by default: nothing is deleted however much time passes', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/retention-settings',
      headers: bearer(token),
    });
    expect(settings.json()).toEqual({ months: null });
    clock.advance(3 * 60 * 60_000);
    expect(await names('inquiries')).toHaveLength(5);
  });

  it('refuses a number of months it cannot keep, saying why', async () => {
    for (const months of [0, 121, 1.5]) {
      const response = await put(months);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('from 1 to 120');
    }
  });

  it('deletes, once set, closed and spam inquiries and ended reservations older than the months set, and logs it', async () => {
    expect((await put(12)).json()).toEqual({ months: 12 });
    await expect.poll(() => names('inquiries')).toEqual(['keep-closed-lately', 'keep-open', 'keep-replied']);
    expect(await names('reservations')).toEqual(['keep-released-lately', 'keep-sold']);
    const log = (
      await t.app.inject({ method: 'GET', url: '/api/admin/activity', headers: bearer(token) })
    ).json<{ entries: { username: string; entity: string; action: string; target: string }[] }>().entries;
    // The owner's change and what the site then deleted by itself, each a line.
    expect(log.find((entry) => entry.action === 'prune')).toMatchObject({
      username: 'Vitrine (automatic)',
      entity: 'data-retention',
      target: '2 closed inquiries and 1 ended reservation older than 12 months',
    });
    expect(log.find((entry) => entry.action === 'update')).toMatchObject({
      entity: 'data-retention',
      username: 'curator',
    });
  });

  it('runs by itself as time passes, on the server clock, with no request', async () => {
    clock.advance(2 * 31 * 24 * 60 * 60_000);
    await expect.poll(() => names('inquiries')).toEqual(['keep-open', 'keep-replied']);
    await expect.poll(() => names('reservations')).toEqual(['keep-sold']);
  });
});
