import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectorExport } from '../../../contract/collector-export';
import { collectorEverywhere } from '../../test/collector-traces';
import { reservablePiece } from '../../test/reservation-helpers';
import { tablesHolding } from '../../test/tables-holding';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const PERSON = { email: 'Ines.Moreau@Example.org', name: 'Ines <b>Moreau</b>', phone: '+33 6 12 34 56 78' };
const KEY = PERSON.email.toLowerCase();

const admin = (method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: bearer(token) });

async function collectorId(email: string): Promise<number> {
  const [row] = (
    await t.db.execute<{ id: number }>(
      sql`select id from collectors where lower(email) = ${email.toLowerCase()}`,
    )
  ).rows;
  return Number(row!.id);
}

async function activity(): Promise<{ entity: string; action: string; target: string | null }[]> {
  return (await admin('GET', '/api/admin/activity')).json<{
    entries: { entity: string; action: string; target: string | null }[];
  }>().entries;
}

describe('GET /api/admin/collectors/:id/export', () => {
  it('gives everything held about the person as JSON, and logs that it was exported', async () => {
    const traces = await collectorEverywhere(t, token, PERSON);
    const id = await collectorId(PERSON.email);
    const response = await admin('GET', `/api/admin/collectors/${id}/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json<CollectorExport>();
    expect(data.collector).toMatchObject({
      email: 'Ines.Moreau@example.org',
      name: PERSON.name,
      phone: PERSON.phone,
    });
    expect(data.inquiries).toHaveLength(1);
    expect(data.inquiries[0]).toMatchObject({
      name: PERSON.name,
      location: 'Lisbon',
      piece: traces.piece.title,
    });
    expect(data.newsletter).toHaveLength(1);
    expect(data.waitlists).toEqual([expect.objectContaining({ piece: traces.piece.title })]);
    expect(data.reservations).toEqual([
      expect.objectContaining({
        piece: traces.piece.title,
        size: '12 inch',
        state: 'sold',
        number: traces.number,
      }),
    ]);
    expect(data.editions).toEqual([
      expect.objectContaining({
        number: traces.number,
        state: 'sold',
        soldOn: '2026-11-20',
        price: 'EUR 4,800',
      }),
    ]);
    expect(data.certificates).toHaveLength(1);
    expect(data.emails.map((email) => email.kind)).toEqual(
      expect.arrayContaining(['certificate', 'reservation']),
    );
    expect(data.suppression).toMatchObject({ reason: 'complained' });
    // The collector page's timeline, item for item.
    const page = await admin('GET', `/api/admin/collectors/${id}`);
    expect(data.timeline).toEqual(page.json<{ timeline: unknown[] }>().timeline);
    expect(data.timeline.length).toBeGreaterThanOrEqual(5);
    expect((await activity())[0]).toMatchObject({
      entity: 'collector',
      action: 'export',
      // Named as the log names every collector, never by their name.
      target: expect.stringMatching(/^Collector since /),
    });
  });

  it('gives the same as a readable page, every typed text escaped, and no script allowed to run', async () => {
    const id = await collectorId(PERSON.email);
    const response = await admin('GET', `/api/admin/collectors/${id}/export?format=html`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('Ines &lt;b&gt;Moreau&lt;/b&gt;');
    expect(response.body).not.toContain('<b>Moreau</b>');
    for (const heading of [
      'Inquiries',
      'Newsletter',
      'Waitlists',
      'Reservations',
      'Editions',
      'Certificates',
      'Emails sent',
    ])
      expect(response.body).toContain(`<h2>${heading}</h2>`);
  });

  it('answers 404 for no such collector, and only to the signed-in owner', async () => {
    expect((await admin('GET', '/api/admin/collectors/999999/export')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/collectors/1/export' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/collectors/1' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/collectors/:id', () => {
  it('refuses while a reservation of theirs waits in line, naming it, and erases nothing', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    const waiting = { email: 'waits@example.com', name: 'Wendy Waits', phone: '' };
    for (const email of ['first@example.com', waiting.email]) {
      const requested = await t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: {
          sculptureId: piece.id,
          size: '100',
          name: email === waiting.email ? waiting.name : 'First',
          email,
        },
      });
      expect(requested.statusCode).toBe(201);
    }
    const response = await admin('DELETE', `/api/admin/collectors/${await collectorId(waiting.email)}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain(
      `${piece.title} (12 inch), a reservation waiting in line`,
    );
    expect(await tablesHolding(t.db, waiting.email)).toContain('reservations');
  });

  it('erases the person everywhere, the log saying so without naming them', async () => {
    const id = await collectorId(PERSON.email);
    const response = await admin('DELETE', `/api/admin/collectors/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await tablesHolding(t.db, KEY)).toEqual([]);
    expect(await tablesHolding(t.db, 'Moreau')).toEqual([]);
    const log = await activity();
    expect(log[0]).toMatchObject({ entity: 'collector', action: 'erase', target: null });
    // The export's line stays: it never named them.
    expect(log.find((entry) => entry.action === 'export')).toMatchObject({
      target: expect.stringMatching(/^Collector since /),
    });
    expect((await admin('GET', `/api/admin/collectors/${id}/export`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/api/admin/collectors/${id}`)).statusCode).toBe(404);
  });
});
