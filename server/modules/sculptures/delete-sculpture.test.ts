import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCheckViolation, isForeignKeyViolation } from '../../core/db/mapping';
import { sculptures, waitlistMembers } from '../../db/schema';
import { request, reservablePiece } from '../../test/reservation-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/*
 * Nothing a collector bought is lost with its piece: a piece with a sold, held or withheld number,
 * a certificate or an open reservation is refused a delete (409, naming what it has), and the
 * database itself refuses to cascade into those records. A piece with none still deletes, and its
 * ended reservations stay in their collectors' histories.
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.login());
});
afterAll(() => t.close());

const remove = (id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/sculptures/${id}`, headers: auth });
const setNumber = (id: number, number: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/sculptures/${id}/editions/100/${number}`,
    headers: auth,
    payload,
  });
const sell = (id: number, number: number, name = 'Jamie Reyes') =>
  setNumber(id, number, {
    state: 'sold',
    collectorName: name,
    collectorEmail: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    soldOn: '2026-11-20',
  });
const issue = async (id: number, number: number) => {
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/admin/sculptures/${id}/editions/100/${number}/certificate`,
    headers: auth,
    payload: { sendEmail: false },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return issued.json<{ code: string }>().code;
};
const reserve = (sculptureId: number, index: string) =>
  t.app.inject({ method: 'POST', url: '/api/reservations', payload: request(sculptureId, index) });
const stillThere = async (id: number) =>
  (await t.db.select({ id: sculptures.id }).from(sculptures).where(eq(sculptures.id, id))).length === 1;

async function expectKept(id: number, message: string) {
  const refused = await remove(id);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ message });
  expect(await stillThere(id)).toBe(true);
}

describe('deleting a piece', () => {
  it('refuses a piece with a sold number, naming it, and keeps the sale', async () => {
    const piece = await reservablePiece(t.db, { size100: 3 });
    expect((await sell(piece.id, 1)).statusCode).toBe(200);
    await expectKept(piece.id, `${piece.title} has 1 sold number: hide it instead.`);
    const register = await t.app.inject({ url: `/api/admin/sculptures/${piece.id}/editions`, headers: auth });
    expect(register.json()).toContainEqual(
      expect.objectContaining({ number: 1, collectorName: 'Jamie Reyes' }),
    );
  });

  it('refuses a piece with a number held by hand or withheld', async () => {
    const held = await reservablePiece(t.db, { size100: 3 });
    expect((await setNumber(held.id, 2, { state: 'held', collectorName: 'By phone' })).statusCode).toBe(200);
    await expectKept(held.id, `${held.title} has 1 held number: hide it instead.`);

    const withheld = await reservablePiece(t.db, { size100: 3 });
    for (const number of [1, 2])
      expect((await setNumber(withheld.id, number, { state: 'withheld' })).statusCode).toBe(200);
    await expectKept(withheld.id, `${withheld.title} has 2 withheld numbers: hide it instead.`);
  });

  it('refuses a piece with open reservations: one holding a number, one waiting in line', async () => {
    const piece = await reservablePiece(t.db, { size100: 1 });
    expect((await reserve(piece.id, 'open-1')).statusCode).toBe(201);
    expect((await reserve(piece.id, 'open-2')).statusCode).toBe(201);
    await expectKept(piece.id, `${piece.title} has 1 held number and 2 open reservations: hide it instead.`);
  });

  it('refuses a resold piece, and the new owner’s certificate goes on verifying', async () => {
    const piece = await reservablePiece(t.db, { size100: 3 });
    expect((await sell(piece.id, 1)).statusCode).toBe(200);
    const first = await issue(piece.id, 1);
    const resold = await t.app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${encodeURIComponent(first)}/transfer`,
      headers: auth,
      payload: {
        ownerName: 'Priya Shah',
        ownerEmail: 'priya@example.com',
        transferredOn: '2026-12-01',
        sendEmail: false,
      },
    });
    expect(resold.statusCode, resold.body).toBe(201);
    const second = resold.json<{ code: string }>().code;
    await expectKept(piece.id, `${piece.title} has 1 sold number and 2 certificates: hide it instead.`);

    // Hiding is what the piece gets instead: it leaves the public list, its records stay.
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/sculptures/${piece.id}`,
      headers: auth,
      payload: { published: 'false' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ published: 'false' });
    const list = (await t.app.inject({ url: '/api/sculptures' })).json<{ id: number }[]>();
    expect(list.some((entry) => entry.id === piece.id)).toBe(false);
    for (const code of [second, first]) {
      const check = await t.app.inject({ url: `/api/certificates/${encodeURIComponent(code)}` });
      expect(check.statusCode).toBe(200);
    }
    const verified = await t.app.inject({ url: `/api/certificates/${encodeURIComponent(second)}` });
    expect(verified.json()).toMatchObject({ state: 'valid', number: 1 });
  });

  it('refuses a certificate alone, even once its number was made available again', async () => {
    const piece = await reservablePiece(t.db, { size100: 3 });
    expect((await sell(piece.id, 2)).statusCode).toBe(200);
    const code = await issue(piece.id, 2);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${encodeURIComponent(code)}/revoke`,
      headers: auth,
      payload: { reason: 'destroyed' },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await setNumber(piece.id, 2, { state: 'available' })).statusCode).toBe(200);
    await expectKept(piece.id, `${piece.title} has 1 certificate: hide it instead.`);
  });

  it('still deletes a piece with only available numbers, ended reservations and a waitlist, and the collector keeps their history', async () => {
    const piece = await reservablePiece(t.db, { size100: 2 });
    expect((await reserve(piece.id, 'gone')).statusCode).toBe(201);
    const [place] = (
      await t.db.execute<{ id: number; collector_id: number }>(
        sql`select id, collector_id from reservations where sculpture_id = ${piece.id}`,
      )
    ).rows;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/reservations/${place!.id}/release`,
          headers: auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlists',
      payload: { email: 'waiting@example.com', sculptureType: piece.title, sculptureId: piece.id },
    });
    expect(joined.statusCode).toBe(201);

    const deleted = await remove(piece.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stillThere(piece.id)).toBe(false);
    // The waitlist member stays, with the title they joined for.
    const [member] = await t.db
      .select()
      .from(waitlistMembers)
      .where(eq(waitlistMembers.email, 'waiting@example.com'));
    expect(member).toMatchObject({ sculptureId: null, sculptureType: piece.title });
    // The released reservation stays on the collector's record, under the piece's title.
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/admin/collectors/${place!.collector_id}`,
      headers: auth,
    });
    const reserved = record
      .json<{ timeline: { kind: string; title: string; status: string | null }[] }>()
      .timeline.filter((entry) => entry.kind === 'reservation');
    expect(reserved).toEqual([
      expect.objectContaining({ title: `Reserved ${piece.title}, 12 inch`, status: 'Released' }),
    ]);
  });

  it('is refused by the database too: a sale, a certificate or a reservation never cascades away', async () => {
    const sold = await reservablePiece(t.db, { size100: 2 });
    expect((await sell(sold.id, 1)).statusCode).toBe(200);
    await expect(t.db.delete(sculptures).where(eq(sculptures.id, sold.id))).rejects.toSatisfy(
      isForeignKeyViolation,
    );

    const certified = await reservablePiece(t.db, { size100: 2 });
    expect((await sell(certified.id, 1, 'Ada Lovelace')).statusCode).toBe(200);
    await issue(certified.id, 1);
    await expect(
      t.db.execute(sql`delete from edition_numbers where sculpture_id = ${certified.id}`),
    ).rejects.toSatisfy(isForeignKeyViolation);

    const waiting = await reservablePiece(t.db, { size100: 2 });
    expect((await reserve(waiting.id, 'db-1')).statusCode).toBe(201);
    await t.db.execute(
      sql`update edition_numbers set state = 'available' where sculpture_id = ${waiting.id}`,
    );
    await t.db.execute(sql`delete from edition_numbers where sculpture_id = ${waiting.id}`);
    // Only an ended reservation may outlive its piece: an open one refuses the piece's delete.
    await expect(t.db.delete(sculptures).where(eq(sculptures.id, waiting.id))).rejects.toSatisfy(
      isCheckViolation,
    );
    for (const piece of [sold, certified, waiting]) expect(await stillThere(piece.id)).toBe(true);
  });
});
