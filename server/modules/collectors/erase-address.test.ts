import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken, unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { type CollectorTraces, collectorEverywhere } from '../../test/collector-traces';
import { tablesHolding } from '../../test/tables-holding';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { signConfirmationToken } from '../audience/confirmation-token';
import { signReservationToken } from '../reservations/reservation-token';
import { signLeaveToken } from '../waitlists/leave-token';
import { eraseAddress, unsettledHolds } from './erase-address';

let t: TestApp;
let token: string;
/** What the collector had before the erase: the old links name these. */
let before: CollectorTraces;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const PERSON = { email: 'Dana.Reyes@Example.com', name: 'Dana Reyes', phone: '+1 555 010 4477' };
const ADDRESS = PERSON.email;
const KEY = ADDRESS.toLowerCase();
const NAME = PERSON.name;

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('eraseAddress', () => {
  it('leaves no trace of the address or the name in any table, and keeps the sale without the person', async () => {
    before = await collectorEverywhere(t, token, PERSON);
    const { piece, number } = before;
    expect(await tablesHolding(t.db, KEY)).not.toEqual([]);
    expect(await tablesHolding(t.db, NAME)).not.toEqual([]);
    expect(await unsettledHolds(t.db, ADDRESS)).toEqual([]);

    const counts = await eraseAddress(t.db, ADDRESS, new Date('2026-11-27T12:00:00Z'));
    expect(counts).toMatchObject({
      subscriptions: 1,
      waitlists: 1,
      inquiries: 1,
      reservations: 1,
      certificates: 1,
    });

    expect(await tablesHolding(t.db, KEY)).toEqual([]);
    expect(await tablesHolding(t.db, NAME)).toEqual([]);
    expect(await tablesHolding(t.db, '555 010 4477')).toEqual([]);

    // The sale: its number, date and price, the person named only as erased.
    const register = await admin('GET', `/api/admin/sculptures/${piece.id}/editions`);
    const row = register
      .json<
        {
          number: number;
          state: string;
          soldOn: string;
          price: string;
          collectorName: string;
          collectorEmail: string | null;
          size: string;
        }[]
      >()
      .find((entry) => entry.number === number && entry.size === '100');
    expect(row).toMatchObject({
      state: 'sold',
      soldOn: '2026-11-20',
      price: 'EUR 4,800',
      collectorName: 'Collector erased',
      collectorEmail: null,
    });
    const certificates = await t.db.execute<{
      owner_name: string | null;
      owner_erased_at: Date | null;
      state: string;
    }>(
      sql`select owner_name, owner_erased_at, c.state from certificates c join edition_numbers e on e.id = c.edition_number_id where e.sculpture_id = ${piece.id}`,
    );
    expect(certificates.rows).toHaveLength(1);
    expect(certificates.rows[0]).toMatchObject({ owner_name: null, state: 'valid' });
    expect(certificates.rows[0]!.owner_erased_at).not.toBeNull();

    // No admin answer names them any more.
    for (const url of [
      '/api/admin/inquiries',
      '/api/admin/newsletters',
      '/api/admin/waitlists',
      '/api/admin/subscribers?q=dana',
      '/api/admin/suppressions',
      '/api/admin/reservations',
      '/api/admin/activity',
      '/api/admin/inquiries/failed-notifications',
    ]) {
      const body = (await admin('GET', url)).body.toLowerCase();
      expect(body, url).not.toContain(KEY);
      expect(body, url).not.toContain(NAME.toLowerCase());
    }
  });

  it('starts an address subscribing again afresh, still unmailed after its spam report until the owner lifts it', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletters',
      payload: { email: ADDRESS },
    });
    expect(again.statusCode).toBe(201);
    const rows = await t.db.execute<{ email: string; created_at: Date }>(
      sql`select email, created_at from newsletter_subscribers where lower(email) = ${KEY}`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(new Date(rows.rows[0]!.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Nothing of before comes back with it: no waitlist place, no inquiry, no reservation.
    expect((await tablesHolding(t.db, KEY)).sort()).toEqual(['collectors', 'newsletter_subscribers']);
    const suppressed = (await admin('GET', '/api/admin/suppressions')).json<
      { email: string; reason: string }[]
    >();
    expect(suppressed.find((entry) => entry.email === KEY)).toMatchObject({ reason: 'complained' });
    const lifted = await admin('POST', '/api/admin/suppressions/lift', { email: ADDRESS });
    expect(lifted.statusCode).toBe(200);
    const after = (await admin('GET', '/api/admin/suppressions')).json<{ email: string }[]>();
    expect(after.find((entry) => entry.email === KEY)).toBeUndefined();
  });

  it('lets no old link of the erased address act on anything, nor show who it was', async () => {
    const secret = await unsubscribeSecret(t.db);
    const links = [
      {
        url: '/api/unsubscribe',
        payload: { token: signUnsubscribeToken(secret, before.subscriberId, ADDRESS) },
      },
      {
        url: '/api/confirm',
        payload: { token: signConfirmationToken(secret, { list: 'newsletter', id: before.subscriberId }) },
      },
      {
        url: '/api/confirm',
        payload: { token: signConfirmationToken(secret, { list: 'waitlist', id: before.memberId }) },
      },
      { url: '/api/waitlists/leave', payload: { token: signLeaveToken(secret, before.memberId) } },
      {
        url: '/api/reservations/confirm',
        payload: { token: signReservationToken(secret, before.reservationId) },
      },
    ];
    const subscribersBefore = (
      await t.db.execute(
        sql`select id, email, confirmed_at, unsubscribed_at from newsletter_subscribers order by id`,
      )
    ).rows;
    for (const link of links) {
      const query = new URLSearchParams(link.payload).toString();
      const preview = await t.app.inject({ method: 'GET', url: `${link.url}?${query}` });
      const acted = await t.app.inject({ method: 'POST', url: link.url, payload: link.payload });
      for (const response of [preview, acted]) {
        expect(response.statusCode, `${link.url}: ${response.body}`).toBeLessThan(500);
        expect(response.body.toLowerCase()).not.toContain('dana');
        expect(response.body).not.toContain('Collector erased');
      }
    }
    // The address's new subscription is untouched by the old unsubscribe and confirm links.
    expect(
      (
        await t.db.execute(
          sql`select id, email, confirmed_at, unsubscribed_at from newsletter_subscribers order by id`,
        )
      ).rows,
    ).toEqual(subscribersBefore);
  });
});
