import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { recordFeedback } from '../modules/audience/bounces/feedback';
import { reservablePiece } from './reservation-helpers';
import { bearer, type TestApp } from './test-app';

export interface Person {
  email: string;
  name: string;
  phone: string;
}

/** The rows a collector left everywhere, by id: old links name them. */
export interface CollectorTraces {
  piece: { id: number; title: string };
  number: number;
  reservationId: number;
  subscriberId: number;
  memberId: number;
}

/** Everything a collector leaves: a subscription, a waitlist place, an inquiry, a sale with its certificate, a lapsed request. */
export async function collectorEverywhere(
  t: TestApp,
  token: string,
  person: Person,
): Promise<CollectorTraces> {
  const ADDRESS = person.email;
  const NAME = person.name;
  const KEY = ADDRESS.toLowerCase();
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const piece = await reservablePiece(t.db, { size100: 5 });
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/newsletters', payload: { email: ADDRESS } })).statusCode,
  ).toBe(201);
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/waitlists',
        payload: { email: ADDRESS, sculptureType: piece.title, sculptureId: piece.id },
      })
    ).statusCode,
  ).toBe(201);
  const inquiry = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: {
      name: NAME,
      email: ADDRESS,
      phone: person.phone,
      location: 'Lisbon',
      isCollector: 'true',
      isGallery: 'false',
      message: `Call me about the 12 inch one. ${NAME}`,
      sculptureInterest: piece.title,
    },
  });
  expect(inquiry.statusCode).toBe(201);
  const requested = await t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload: { sculptureId: piece.id, size: '100', name: NAME, email: ADDRESS, phone: person.phone },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const [reservation] = (
    await t.db.execute<{ id: number }>(sql`select id from reservations where sculpture_id = ${piece.id}`)
  ).rows;
  const reservationId = Number(reservation!.id);
  expect((await admin('POST', `/api/admin/reservations/${reservationId}/confirm`, {})).statusCode).toBe(200);
  const [sold] = (
    await t.db.execute<{ number: number }>(sql`select number from reservations where id = ${reservationId}`)
  ).rows;
  const number = Number(sold!.number);
  expect(
    (
      await admin('PUT', `/api/admin/sculptures/${piece.id}/editions/100/${number}`, {
        state: 'sold',
        collectorName: NAME,
        collectorEmail: ADDRESS,
        soldOn: '2026-11-20',
        price: 'EUR 4,800',
      })
    ).statusCode,
  ).toBe(200);
  const issued = await admin('POST', `/api/admin/sculptures/${piece.id}/editions/100/${number}/certificate`, {
    sendEmail: true,
  });
  expect(issued.statusCode, issued.body).toBe(201);
  await recordFeedback(t.db, {
    reportId: `report-${KEY}`,
    email: ADDRESS,
    kind: 'complaint',
    campaignId: null,
    detail: `spam from ${KEY}`,
  });
  const [subscriber] = (
    await t.db.execute<{ id: number }>(sql`select id from newsletter_subscribers where lower(email) = ${KEY}`)
  ).rows;
  const [member] = (
    await t.db.execute<{ id: number }>(sql`select id from waitlist_members where lower(email) = ${KEY}`)
  ).rows;
  return { piece, number, reservationId, subscriberId: Number(subscriber!.id), memberId: Number(member!.id) };
}
