import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionNumbers, reservationDeliveries, reservations } from '../../db/schema';
import { solvedHeaders } from '../../test/challenge-answers';
import { type Instance, startInstancesOnOneDatabase } from '../../test/instances-on-one-database';
import { request, reservablePiece } from '../../test/reservation-helpers';
import { createTestClock } from '../../test/test-clock';

/**
 * Two app instances on one PostgreSQL, nothing shared in memory: the drop's crowd split between
 * them. Runs in the server-postgres project only (file name).
 */
let instances: Instance[] = [];
let closeInstances: (() => Promise<void>) | undefined;
const time = createTestClock(new Date('2026-11-27T12:00:00Z'));

beforeAll(async () => {
  ({ instances, close: closeInstances } = await startInstancesOnOneDatabase(2, () => ({
    background: { clock: time.clock },
  })));
});

afterAll(() => closeInstances?.());

const db = () => instances[0]!.database.db;

describe('reservations on two instances sharing PostgreSQL', () => {
  it('500 requests at once for 10 numbers hold exactly 10, for the first 10 places, with places 1..500', async () => {
    const piece = await reservablePiece(db(), { size100: 10 });
    // Each request carries the page's solved proof of work, solved before the crowd arrives.
    const solved = await Promise.all(Array.from({ length: 500 }, () => solvedHeaders(db())));
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        instances[index % 2]!.app.inject({
          method: 'POST',
          url: '/api/reservations',
          payload: request(piece.id, `two${index}`),
          headers: solved[index],
          remoteAddress: `10.2.${index % 4}.1`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.body)).toEqual([]);
    const places = answers.map((answer) => answer.json<{ position: number; state: string }>());
    const held = places.filter((place) => place.state === 'held').map((place) => place.position);
    expect(held.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(places.map((place) => place.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 500 }, (_, index) => index + 1),
    );
    const numbers = await db()
      .select({ state: editionNumbers.state })
      .from(editionNumbers)
      .where(and(eq(editionNumbers.sculptureId, piece.id), eq(editionNumbers.size, '100')));
    expect(numbers.map((row) => row.state)).toEqual(Array(10).fill('held'));
    // One email per request, queued with it.
    const rows = await db().select().from(reservations).where(eq(reservations.sculptureId, piece.id));
    const mails = await db().select().from(reservationDeliveries);
    const ids = new Set(rows.map((row) => row.id));
    expect(mails.filter((mail) => ids.has(mail.reservationId))).toHaveLength(500);
  }, 120_000);

  it('lapses swept by both instances at once lapse each hold once and promote the next in line once', async () => {
    const piece = await reservablePiece(db(), { size100: 3 });
    for (let index = 0; index < 8; index++) {
      await instances[index % 2]!.app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: request(piece.id, `sweep${index}`),
        headers: await solvedHeaders(db()),
      });
    }
    time.advance(31 * 60_000);
    // Each instance's lapse loop sweeps as the clock passes its interval; both sweep once more by hand.
    await Promise.all(instances.map(({ app }) => app.reservationDesk.sweep()));
    const rows = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.sculptureId, piece.id))
      .orderBy(reservations.position);
    expect(rows.map((row) => row.state)).toEqual([
      'lapsed',
      'lapsed',
      'lapsed',
      'held',
      'held',
      'held',
      'waiting',
      'waiting',
    ]);
    const held = await db()
      .select()
      .from(reservationDeliveries)
      .where(eq(reservationDeliveries.event, 'held'));
    const ids = new Set(rows.map((row) => row.id));
    expect(held.filter((mail) => ids.has(mail.reservationId))).toHaveLength(6);
  });
});
