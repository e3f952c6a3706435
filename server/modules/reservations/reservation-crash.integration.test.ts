import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdminReservationLines, RESERVATION_PAGE_SIZE } from '../../../contract/reservations';
import { editionNumbers, reservationDeliveries, reservations } from '../../db/schema';
import { reservablePiece } from '../../test/reservation-helpers';
import { crashDuringSend, expectNobodyLostFewRepeated } from '../../test/sender-crash';

const COLLECTORS = 300;
const NUMBERS = 10;
const ACCEPTED_BEFORE_KILL = 100;
const eqId = (id: number) => eq(editionNumbers.id, id);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('reservation emails across a kill -9', () => {
  it("a drop's emails, held and waiting alike, reach every collector: none lost, only those in flight repeated", async () => {
    const emails = Array.from({ length: COLLECTORS }, (_, index) => `drop${index}@example.com`);
    let pieceId = 0;
    const run = await crashDuringSend(
      {
        kind: 'reservation',
        acceptedBeforeKill: ACCEPTED_BEFORE_KILL,
        // The drop has just happened: ten numbers held, the rest in line, every email queued.
        seed: async ({ db }) => {
          const piece = await reservablePiece(db, { size100: NUMBERS });
          pieceId = piece.id;
          const numbers = await db.select().from(editionNumbers).orderBy(editionNumbers.number);
          const mine = numbers.filter((row) => row.sculptureId === piece.id);
          const heldAt = new Date();
          const rows = await db
            .insert(reservations)
            .values(
              emails.map((email, index) => ({
                sculptureId: piece.id,
                size: '100' as const,
                position: index + 1,
                name: `Collector ${index}`,
                email,
                state: index < NUMBERS ? ('held' as const) : ('waiting' as const),
                number: index < NUMBERS ? mine[index]!.number : null,
                editionNumberId: index < NUMBERS ? mine[index]!.id : null,
                createdAt: heldAt,
                heldAt: index < NUMBERS ? heldAt : null,
              })),
            )
            .returning();
          for (const row of mine) {
            await db.update(editionNumbers).set({ state: 'held' }).where(eqId(row.id));
          }
          await db.insert(reservationDeliveries).values(
            rows.map((row) => ({
              reservationId: row.id,
              event: row.state === 'held' ? ('held' as const) : ('waiting' as const),
              email: row.email,
            })),
          );
        },
        finished: (admin) =>
          expect
            .poll(
              async () => {
                // Every page of the line, as the owner would turn them.
                let sent = 0;
                for (let offset = 0; ; offset += RESERVATION_PAGE_SIZE) {
                  const { lines } = await admin<AdminReservationLines>(
                    `/api/admin/reservations?sculptureId=${pieceId}&size=100&offset=${offset}`,
                  );
                  const line = lines[0];
                  sent += line?.requests.filter((r) => r.lastEmail === 'sent').length ?? 0;
                  if (!line || offset + RESERVATION_PAGE_SIZE >= line.total) return sent;
                }
              },
              { timeout: 45_000, interval: 100 },
            )
            .toBe(COLLECTORS),
        afterwards: async ({ db }) => {
          const rows = await db.select().from(reservationDeliveries);
          expect(rows).toHaveLength(COLLECTORS);
          expect(rows.every((row) => row.status === 'sent')).toBe(true);
        },
      },
      (cleanup) => cleanups.push(cleanup),
    );
    expectNobodyLostFewRepeated(run, emails);
  }, 300_000);
});
