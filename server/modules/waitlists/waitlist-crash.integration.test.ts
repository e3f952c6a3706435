import { afterEach, describe, expect, it } from 'vitest';
import type { WaitlistPiece } from '../../../contract/audience';
import { sculptures, waitlistDeliveries, waitlistMembers } from '../../db/schema';
import { crashDuringSend, expectNobodyLostFewRepeated, IN_FLIGHT } from '../../test/sender-crash';

const MEMBERS = 300;
const ACCEPTED_BEFORE_KILL = 100;
const JOINED = Date.parse('2026-01-01T00:00:00Z');

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('waitlist emails across a kill -9', () => {
  it('a drop released while the server was down emails its whole waitlist in join order; a kill mid-send loses nobody', async () => {
    const emails = Array.from({ length: MEMBERS }, (_, index) => `collector${index}@example.com`);
    // Joined in an order unlike the ids' (as after a merge of older rows): the queue must follow the joining.
    const joinedAt = (index: number) => new Date(JOINED + ((index * 7919) % MEMBERS) * 1000);
    const joinOrder = [...emails.keys()].sort((a, b) => +joinedAt(a) - +joinedAt(b)).map((i) => emails[i]!);
    let pieceId = 0;

    const run = await crashDuringSend(
      {
        kind: 'waitlist',
        acceptedBeforeKill: ACCEPTED_BEFORE_KILL,
        seed: async ({ db }) => {
          const [piece] = await db
            .insert(sculptures)
            .values({
              slug: 'drop-at-dawn',
              title: 'Drop at Dawn',
              tagline: 'Chrome',
              intro: 'Chrome',
              medium: 'Resin',
              edition: '50',
              finish: 'Mirror',
              certificate: 'Yes',
              seoTitle: 'Drop at Dawn',
              seoDescription: 'Drop at Dawn',
              isLocked: true,
              // Its release time passed while no server ran: the first one to start releases it.
              releaseAt: new Date(Date.now() - 1000),
            })
            .returning();
          pieceId = piece!.id;
          await db.insert(waitlistMembers).values(
            emails.map((email, index) => ({
              email,
              sculptureType: 'Drop at Dawn',
              sculptureId: pieceId,
              createdAt: joinedAt(index),
              confirmedAt: joinedAt(index),
            })),
          );
        },
        finished: (admin) =>
          expect
            .poll(
              async () =>
                (await admin<WaitlistPiece[]>('/api/admin/waitlists/pieces')).find(
                  (piece) => piece.sculptureId === pieceId,
                ),
              { timeout: 45_000, interval: 100 },
            )
            .toMatchObject({ members: MEMBERS, queued: MEMBERS, delivered: MEMBERS, pending: 0, failed: 0 }),
        afterwards: async ({ db }) => {
          const rows = await db.select().from(waitlistDeliveries);
          expect(rows).toHaveLength(MEMBERS);
          expect(rows.every((row) => row.status === 'sent')).toBe(true);
        },
      },
      (cleanup) => cleanups.push(cleanup),
    );

    expectNobodyLostFewRepeated(run, emails);
    // In join order: what went out before the kill is the head of the queue, give or take the
    // copies sent side by side.
    const head = new Set(joinOrder.slice(0, ACCEPTED_BEFORE_KILL + IN_FLIGHT));
    expect(run.recipients.slice(0, ACCEPTED_BEFORE_KILL).filter((to) => !head.has(to))).toEqual([]);
  }, 300_000);
});
