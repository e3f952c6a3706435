import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_HEADER } from '../../../contract/api-paths';
import { CHALLENGE_MESSAGES, type ChallengeAnswer, ChallengeSchema } from '../../../contract/challenge';
import { normalisedMailbox } from '../../core/delivery/mailbox';
import { clientNetwork } from '../../core/http/client-network';
import type { Mailer, MailMessage } from '../../core/mail/mailer';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { reservations } from '../../db/schema';
import { solvedAnswer, solvedHeaders } from '../../test/challenge-answers';
import { FORM_HEADERS } from '../../test/form-post';
import { request, reservablePiece } from '../../test/reservation-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { reservationDeliveryQueue } from '../reservations/reservation-deliveries';
import { signReservationToken } from '../reservations/reservation-token';
import { admitUnsolved } from './unsolved-requests';

/*
 * The attack of issue "Fair drops", replayed on one instance (the two-instance replay is
 * fair-drop-two-instances.postgres.test.ts): a script reserving with plus-tags and dots, mailing
 * a stranger, replaying answers, and sending forms without the page's check.
 */
let t: TestApp;
let token: string;
const sent: MailMessage[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (message) => void sent.push(message), close() {} };
const time = createTestClock(new Date('2027-03-01T09:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ mailer, publicUrl: 'https://vitrine.test', background: { clock: time.clock } });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
const nextAddress = () => `10.44.${Math.floor(++address / 250)}.${address % 250}`;

const reserve = async (payload: object, options: { solved?: boolean; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.solved === false ? {} : await solvedHeaders(t.db, time.clock.now()),
  });

async function mailsDone() {
  await expect
    .poll(() => reservationDeliveryQueue.countUnfinished(t.db), { timeout: 15_000, interval: 20 })
    .toBe(0);
}
const mailsToInbox = (inbox: string) => sent.filter((message) => normalisedMailbox(message.to) === inbox);

describe('the challenge', () => {
  it('is fresh for each form and never cached, and the browser’s answer is taken once', async () => {
    const first = await t.app.inject({ url: '/api/challenge' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const challenge = ChallengeSchema.parse(first.json());
    const second = ChallengeSchema.parse((await t.app.inject({ url: '/api/challenge' })).json());
    expect(second.parameters.nonce).not.toBe(challenge.parameters.nonce);

    // Solved at the difficulty the server really issues, as the browser's worker does.
    const solution = await solveChallenge({ challenge, deriveKey });
    const answer: ChallengeAnswer = {
      challenge,
      solution: { counter: solution!.counter, derivedKey: solution!.derivedKey },
    };
    const header = { [CHALLENGE_HEADER]: Buffer.from(JSON.stringify(answer)).toString('base64') };
    const piece = await reservablePiece(t.db, { size100: 3 });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: request(piece.id, 'first-answer'),
      headers: header,
    });
    expect(taken.statusCode).toBe(201);
    const replayed = await t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: request(piece.id, 'replayed-answer'),
      headers: header,
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ message: CHALLENGE_MESSAGES.refused });
    expect(await t.db.select().from(reservations).where(eq(reservations.sculptureId, piece.id))).toHaveLength(
      1,
    );
  });

  it('refuses a forged answer, and one past its time, and stores nothing', async () => {
    const piece = await reservablePiece(t.db, { size100: 3 });
    const answer = JSON.parse(Buffer.from(await solvedAnswer(t.db, time.clock.now()), 'base64').toString());
    answer.solution.counter += 1;
    const forged = Buffer.from(JSON.stringify(answer)).toString('base64');
    const expired = await solvedAnswer(t.db, time.clock.now());
    time.advance(31 * 60_000);
    for (const sentAnswer of [forged, expired, 'not an answer']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/newsletters',
        payload: { email: 'forger@example.com' },
        headers: { [CHALLENGE_HEADER]: sentAnswer },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: CHALLENGE_MESSAGES.refused });
    }
    const response = await reserve(request(piece.id, 'late'), {});
    expect(response.statusCode).toBe(201);
  });
});

describe('one person, one place', () => {
  it('gives one address and all its variants one place and one number, and its inbox one email', async () => {
    const piece = await reservablePiece(t.db, { size100: 10 });
    const variants = [
      'victim@gmail.com',
      'victim+1@gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'VICTIM+drop@gmail.com',
      'vic.tim+2@googlemail.com',
      ' victim+3@gmail.com',
      'v.ictim+4@gmail.com',
      'victim+5@GMAIL.com',
      'victi.m+6@gmail.com',
      'victim+7@googlemail.com',
      'victim+8@gmail.com',
      'vi.ctim+9@gmail.com',
    ];
    const answers = await Promise.all(
      variants.map((email) =>
        reserve({ ...request(piece.id, 'x'), email }, { remoteAddress: '203.0.113.60' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(11);
    expect(new Set(answers.map((answer) => answer.json<{ id: number }>().id)).size).toBe(1);
    const held = await t.db.select().from(reservations).where(eq(reservations.sculptureId, piece.id));
    expect(held.map((row) => row.state)).toEqual(['held']);
    await mailsDone();
    expect(mailsToInbox('victim@gmail.com')).toHaveLength(1);
  });

  it('sends one email to an inbox asked for in twelve lines, until it confirms one', async () => {
    const pieces = await Promise.all(Array.from({ length: 12 }, () => reservablePiece(t.db, { size100: 2 })));
    const ids: number[] = [];
    for (const [index, piece] of pieces.entries()) {
      const answer = await reserve({ ...request(piece.id, 'x'), email: `stranger+${index}@example.org` });
      expect(answer.statusCode).toBe(201);
      ids.push(answer.json<{ id: number }>().id);
    }
    await mailsDone();
    expect(mailsToInbox('stranger@example.org')).toHaveLength(1);

    // A collector who asked for them confirms the one they were sent: the others are emailed
    // now, each hold's 30 minutes counted from this email.
    const [firstMail] = mailsToInbox('stranger@example.org');
    time.advance(10 * 60_000);
    const confirmToken = signReservationToken(await unsubscribeSecret(t.db), ids[0]!);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/confirm',
      payload: { token: confirmToken },
    });
    expect(confirmed.statusCode).toBe(200);
    await mailsDone();
    expect(firstMail?.to).toBe('stranger+0@example.org');
    expect(mailsToInbox('stranger@example.org')).toHaveLength(12);
    const rows = await t.db.select().from(reservations).where(eq(reservations.id, ids[5]!));
    expect(rows[0]?.heldAt?.getTime()).toBe(time.clock.now().getTime());
  });
});

describe('requests without the page’s check', () => {
  const post = (url: string, fields: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: FORM_HEADERS,
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  it('take a few places a minute from one network, five live places in a line at most, marked for the owner', async () => {
    const piece = await reservablePiece(t.db, { size100: 20 });
    const network = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await post(
        `/reserve?piece=${piece.slug}&size=100`,
        { name: `No Script ${i}`, email: `noscript${i}@example.net` },
        network,
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    time.advance(61_000);
    const more = [];
    for (let i = 4; i < 7; i++) {
      more.push(
        await reserve(
          { ...request(piece.id, `noscript-json${i}`) },
          { solved: false, remoteAddress: network },
        ),
      );
    }
    expect(more.map((answer) => answer.statusCode)).toEqual([201, 201, 429]);
    expect(more[2]!.json()).toEqual({ message: CHALLENGE_MESSAGES.unsolvedLine });
    // The same network's collectors with script are not held to it.
    const withScript = await reserve(request(piece.id, 'with-script'), { remoteAddress: network });
    expect(withScript.statusCode).toBe(201);

    const counts = await t.app.inject({
      url: `/api/admin/drops/${piece.id}/unsolved`,
      headers: bearer(token),
    });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({ '100': 5, '450': 0 });
    const lines = await t.app.inject({
      url: `/api/admin/reservations?sculptureId=${piece.id}`,
      headers: bearer(token),
    });
    const marked = lines
      .json<{ lines: { requests: { name: string; unsolved: boolean }[] }[] }>()
      .lines[0]!.requests.filter((row) => row.unsolved)
      .map((row) => row.name);
    expect(marked).toHaveLength(5);
    expect(marked).not.toContain('Collector with-script');

    // A draw entry of the same network takes no place on arrival: its line's places do not bar
    // it, and the drop screen counts it with the reservations.
    time.advance(61_000);
    const entry = await admitUnsolved(
      t.db,
      { form: 'draw-entry', network: clientNetwork(network), line: { sculptureId: piece.id, size: '100' } },
      time.clock.now(),
    );
    expect(entry.admitted).toBe(true);
    const after = await t.app.inject({
      url: `/api/admin/drops/${piece.id}/unsolved`,
      headers: bearer(token),
    });
    expect(after.json()).toEqual({ '100': 6, '450': 0 });
  });
});
