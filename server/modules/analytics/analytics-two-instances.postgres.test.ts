import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '../../../contract/analytics';
import { hashPassword } from '../../core/auth/passwords';
import { type Instance, startInstancesOnOneDatabase } from '../../test/instances-on-one-database';
import { bearer, TEST_ADMIN } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { createAdmin } from '../staff/admin-queries';
import { visitSalts } from './schema';

/**
 * Two app instances on one PostgreSQL, nothing shared in memory: beacons land on either, each
 * counts in its own memory and flushes on its own beat, and the figures still add up exactly,
 * one visitor seen by both being one visitor. Runs in the server-postgres project only.
 */
const SITE = 'https://vitrine.test';
const time = createTestClock(new Date('2027-06-01T10:00:00Z'));
let instances: Instance[] = [];
let closeInstances: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ instances, close: closeInstances } = await startInstancesOnOneDatabase(2, () => ({
    publicUrl: SITE,
    background: { clock: time.clock },
  })));
});
afterAll(() => closeInstances?.());

const on = (index: number) => instances[index % 2]!.app;

function beacon(index: number, path: string, visitor: number, source = '') {
  return on(index).inject({
    method: 'POST',
    url: '/api/visits',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': `Browser ${visitor}` },
    payload: `${path}\n${SITE}${path}${source ? `?utm_source=${source}` : ''}\n`,
    remoteAddress: `10.7.${visitor >> 8}.${visitor & 255}`,
  });
}

describe('visits counted on two instances', () => {
  it('add up exactly, and one visitor on both is one visitor', async () => {
    // 300 views from 100 visitors, each visitor's three views spread over both instances.
    const sent: Promise<unknown>[] = [];
    for (let visitor = 0; visitor < 100; visitor++) {
      sent.push(beacon(visitor, '/collection', visitor, 'newsletter'));
      sent.push(beacon(visitor + 1, '/about', visitor));
      sent.push(beacon(visitor, '/journal', visitor, visitor % 2 ? 'instagram' : ''));
    }
    await Promise.all(sent);
    await Promise.all([on(0).analytics.flush(), on(1).analytics.flush()]);

    const db = instances[0]!.database.db;
    await createAdmin(db, `${TEST_ADMIN.username}-2`, await hashPassword(TEST_ADMIN.password));
    const login = await on(1).inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { ...TEST_ADMIN, username: `${TEST_ADMIN.username}-2` },
    });
    const { token } = login.json<{ token: string }>();
    const response = await on(1).inject({
      method: 'GET',
      url: '/api/admin/analytics/overview?days=1',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<Overview>();
    expect(overview.days).toEqual([{ date: '2027-06-01', visits: 300, visitors: 100, signups: 0 }]);
    expect(overview.pages).toEqual(
      expect.arrayContaining([
        { path: '/collection', visits: 100 },
        { path: '/about', visits: 100 },
        { path: '/journal', visits: 100 },
      ]),
    );
    expect(overview.sources).toEqual(
      expect.arrayContaining([
        { source: 'newsletter', visits: 100 },
        { source: '', visits: 150 },
        { source: 'instagram', visits: 50 },
      ]),
    );
    // One salt for the day, shared by both.
    expect(await db.select().from(visitSalts)).toHaveLength(1);
  });
});
