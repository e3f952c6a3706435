import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_HEADER } from '../../../contract/api-paths';
import { CHALLENGE_MESSAGES } from '../../../contract/challenge';
import { normalisedMailbox } from '../../core/delivery/mailbox';
import type { Mailer, MailMessage } from '../../core/mail/mailer';
import { editionNumbers, reservations } from '../../db/schema';
import { solvedAnswer, solvedHeaders } from '../../test/challenge-answers';
import { type Instance, startInstancesOnOneDatabase } from '../../test/instances-on-one-database';
import { request, reservablePiece } from '../../test/reservation-helpers';
import { createTestClock } from '../../test/test-clock';
import { reservationDeliveryQueue } from '../reservations/reservation-deliveries';

/**
 * The attack of issue "Fair drops" on two app instances sharing one PostgreSQL, nothing shared
 * in memory: a script from one address with plus-tagged and dotted variants of one inbox, its
 * replayed answers, a crowd behind one carrier-grade NAT address, and requests without the
 * page's check spread over both instances. Runs in the server-postgres project only.
 */
const time = createTestClock(new Date('2027-04-01T10:00:00Z'));
const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message), close() {} };
let instances: Instance[] = [];
let closeInstances: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ instances, close: closeInstances } = await startInstancesOnOneDatabase(2, () => ({
    publicUrl: 'https://vitrine.test',
    mailer,
    background: { clock: time.clock },
  })));
});
afterAll(async () => {
  await closeInstances?.();
});

const db = () => instances[0]!.database.db;
const on = (index: number) => instances[index % 2]!.app;

async function mailsDone() {
  await expect
    .poll(() => reservationDeliveryQueue.countUnfinished(db()), { timeout: 20_000, interval: 50 })
    .toBe(0);
}

describe('the attack, on two instances', () => {
  it('holds one number for one address and all its variants, and emails its inbox once', async () => {
    const piece = await reservablePiece(db(), { size100: 50 });
    // 60 requests at once from one address, half on each instance: 20 spellings of one Gmail inbox.
    const spellings = Array.from({ length: 20 }, (_, index) =>
      index % 2 ? `vic.tim+${index}@gmail.com` : `victim+${index}@googlemail.com`,
    );
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, index) =>
        on(index).inject({
          method: 'POST',
          url: '/api/reservations',
          payload: { ...request(piece.id, 'x'), email: spellings[index % 20] },
          remoteAddress: '203.0.113.9',
          headers: await solvedHeaders(db(), time.clock.now()),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode >= 300).map((answer) => answer.body)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.json<{ id: number }>().id)).size).toBe(1);
    const numbers = await db().select().from(editionNumbers).where(eq(editionNumbers.sculptureId, piece.id));
    expect(numbers.filter((number) => number.state === 'held')).toHaveLength(1);
    await mailsDone();
    expect(sent.filter((message) => normalisedMailbox(message.to) === 'victim@gmail.com')).toHaveLength(1);
  });

  it('sends twelve requests for one inbox, over both instances and twelve lines, one email', async () => {
    const pieces = await Promise.all(Array.from({ length: 12 }, () => reservablePiece(db(), { size100: 3 })));
    const answers = await Promise.all(
      pieces.map(async (piece, index) =>
        on(index).inject({
          method: 'POST',
          url: '/api/reservations',
          payload: { ...request(piece.id, 'x'), email: `target+${index}@example.com` },
          remoteAddress: '203.0.113.10',
          headers: await solvedHeaders(db(), time.clock.now()),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    await mailsDone();
    expect(sent.filter((message) => normalisedMailbox(message.to) === 'target@example.com')).toHaveLength(1);
  });

  it('refuses on one instance an answer the other has taken', async () => {
    const piece = await reservablePiece(db(), { size100: 5 });
    const answer = await solvedAnswer(db(), time.clock.now());
    const post = (index: number, who: string) =>
      on(index).inject({
        method: 'POST',
        url: '/api/reservations',
        payload: request(piece.id, who),
        headers: { [CHALLENGE_HEADER]: answer },
      });
    expect((await post(0, 'answer-first')).statusCode).toBe(201);
    const replayed = await post(1, 'answer-replayed');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ message: CHALLENGE_MESSAGES.refused });
    // And both at once: one is taken, the other refused.
    const racing = await solvedAnswer(db(), time.clock.now());
    const both = await Promise.all(
      [0, 1].map((index) =>
        on(index).inject({
          method: 'POST',
          url: '/api/newsletters',
          payload: { email: `race${index}@example.com` },
          headers: { [CHALLENGE_HEADER]: racing },
        }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 400]);
  });

  it('gives 200 collectors behind one NAT address, with solved challenges, each a place', async () => {
    const piece = await reservablePiece(db(), { size100: 5 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, index) =>
        on(index).inject({
          method: 'POST',
          url: '/api/reservations',
          payload: request(piece.id, `nat${index}`),
          remoteAddress: '100.64.0.1',
          headers: await solvedHeaders(db(), time.clock.now()),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.body)).toEqual([]);
    const positions = answers
      .map((answer) => answer.json<{ position: number }>().position)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
  }, 60_000);

  it('keeps a network without the page’s check to its limits across both instances', async () => {
    const piece = await reservablePiece(db(), { size100: 20 });
    const unsolved = (index: number) =>
      on(index).inject({
        method: 'POST',
        url: '/api/reservations',
        payload: request(piece.id, `bare${index}`),
        remoteAddress: '198.51.100.99',
      });
    const burst = await Promise.all(Array.from({ length: 8 }, (_, index) => unsolved(index)));
    expect(burst.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
    time.advance(61_000);
    const next = await Promise.all(Array.from({ length: 4 }, (_, index) => unsolved(10 + index)));
    expect(next.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    const places = await db().select().from(reservations).where(eq(reservations.sculptureId, piece.id));
    expect(places).toHaveLength(5);
  });
});
