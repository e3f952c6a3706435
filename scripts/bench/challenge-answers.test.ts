import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, reservablePiece } from '../../server/test/reservation-helpers';
import { createTestApp, type TestApp } from '../../server/test/test-app';
import { answerHeader, solveChallenges } from './challenge-answers';

/*
 * The bench's collectors carry solved challenges as browsers do: answers it solves against a
 * listening app are taken, once each, and it reports what each cost.
 */
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

describe('the bench’s solved challenges', () => {
  it('are taken by the reservation route, once each, with each one’s cost', async () => {
    const piece = await reservablePiece(t.db, { size100: 5 });
    const solved = await solveChallenges(origin, 2, () => '100.64.0.1');
    expect(solved.solveMs).toHaveLength(2);
    expect(solved.solveMs.every((ms) => ms >= 0)).toBe(true);
    const post = (who: string, answer: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: request(piece.id, who),
        headers: answerHeader(answer),
      });
    expect((await post('bench-a', solved.answers[0]!)).statusCode).toBe(201);
    expect((await post('bench-b', solved.answers[1]!)).statusCode).toBe(201);
    expect((await post('bench-c', solved.answers[0]!)).statusCode).toBe(400);
  });
});
