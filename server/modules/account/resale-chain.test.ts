import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectorDetail, CollectorSummary } from '../../../contract/collectors';
import type { EditionNumber } from '../../../contract/editions';
import { reservablePiece } from '../../test/reservation-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * The register and the collectors' timelines follow the certificate chain: after a resale the
 * register names the owner now (and who resold it), the seller's timeline says Resold beside
 * Bought, and the buyer's says what they acquired, from whom.
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

async function timelineOf(email: string) {
  const { items } = (await admin('GET', `/api/admin/collectors?q=${encodeURIComponent(email)}`)).json<{
    items: CollectorSummary[];
  }>();
  const person = items.find((item) => item.email === email)!;
  return (await admin('GET', `/api/admin/collectors/${person.id}`)).json<CollectorDetail>().timeline;
}

describe('a resale', () => {
  it('moves the register to the new owner and tells both timelines', async () => {
    const piece = await reservablePiece(t.db, { size100: 3 });
    const sold = await admin('PUT', `/api/admin/sculptures/${piece.id}/editions/100/1`, {
      state: 'sold',
      collectorName: 'Jamie Reyes',
      collectorEmail: 'jamie.resale@example.com',
      soldOn: '2026-11-20',
    });
    expect(sold.statusCode).toBe(200);
    const issued = await admin('POST', `/api/admin/sculptures/${piece.id}/editions/100/1/certificate`, {
      sendEmail: false,
    });
    expect(issued.statusCode).toBe(201);
    const register = async () =>
      (await admin('GET', `/api/admin/sculptures/${piece.id}/editions`)).json<EditionNumber[]>();
    expect((await register())[0]).toMatchObject({ collectorName: 'Jamie Reyes', resale: null });

    const resold = await admin(
      'POST',
      `/api/admin/certificates/${encodeURIComponent(issued.json().code)}/transfer`,
      {
        ownerName: 'Priya Shah',
        ownerEmail: 'priya.resale@example.com',
        transferredOn: '2026-12-01',
        sendEmail: false,
      },
    );
    expect(resold.statusCode, resold.body).toBe(201);

    // The sale's record stays the first buyer's; the chain says who owns it now.
    const [first, second] = await register();
    expect(first).toMatchObject({
      state: 'sold',
      collectorName: 'Jamie Reyes',
      resale: { ownerName: 'Priya Shah', sellerName: 'Jamie Reyes', on: '2026-12-01' },
    });
    expect(second).toMatchObject({ state: 'available', resale: null });
    const csv = (await admin('GET', `/api/admin/sculptures/${piece.id}/editions.csv`)).body;
    expect(csv).toContain('Owner now (resale)');
    expect(csv).toMatch(/12 inch,1,Sold,Jamie Reyes,.*,Priya Shah,2026-12-01\r?$/m);

    const jamie = await timelineOf('jamie.resale@example.com');
    expect(jamie.map((entry) => entry.title)).toEqual(
      expect.arrayContaining([
        `Bought ${piece.title}, 12 inch, number 1`,
        `Resold ${piece.title}, 12 inch, number 1`,
      ]),
    );
    expect(jamie.find((entry) => entry.title.startsWith('Resold'))).toMatchObject({
      kind: 'sale',
      at: '2026-12-01T12:00:00.000Z',
      status: 'To Priya Shah',
    });
    // Newest first: the resale above the sale it ended.
    const titles = jamie.map((entry) => entry.title);
    expect(titles.findIndex((title) => title.startsWith('Resold'))).toBeLessThan(
      titles.findIndex((title) => title.startsWith('Bought')),
    );

    const priya = await timelineOf('priya.resale@example.com');
    expect(priya.find((entry) => entry.kind === 'sale')).toMatchObject({
      title: `Acquired ${piece.title}, 12 inch, number 1 (resale)`,
      at: '2026-12-01T12:00:00.000Z',
      status: 'From Jamie Reyes',
    });
    expect(priya.some((entry) => entry.kind === 'certificate' && entry.status === 'Valid')).toBe(true);
  });
});
