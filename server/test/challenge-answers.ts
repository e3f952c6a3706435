import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CHALLENGE_HEADER } from '../../contract/api-paths';
import type { Challenge, ChallengeAnswer } from '../../contract/challenge';
import type { Db } from '../core/db/index';
import { issueChallenge } from '../modules/challenge/challenges';

/**
 * A challenge solved as a browser solves it (altcha-lib's solver, one core), encoded as a form
 * sends it: base64 of the answer's JSON. For tests, journeys and the bench, whose forms carry one.
 */
export async function answerTo(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  const answer: ChallengeAnswer = {
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  };
  return Buffer.from(JSON.stringify(answer)).toString('base64');
}

/**
 * A solved challenge as a browser sends it, for tests of forms that now carry one (decision 47).
 * The challenge is issued and signed by the app's own code with this database's secret, only
 * easier (a counter below 64), so a test can solve thousands: the server checks an answer the
 * same way whatever the difficulty it was issued at.
 */
export async function solvedAnswer(db: Db, now = new Date()): Promise<string> {
  return answerTo(await issueChallenge(db, now, 64));
}

/** The header of a JSON call that carries a solved challenge. */
export async function solvedHeaders(db: Db, now?: Date): Promise<Record<string, string>> {
  return { [CHALLENGE_HEADER]: await solvedAnswer(db, now) };
}
