import { API_PREFIX, CHALLENGE_CALL, CHALLENGE_HEADER } from '../../contract/api-paths';
import type { Challenge } from '../../contract/challenge';
import { answerTo } from '../../server/test/challenge-answers';

/** The solved challenges of a crowd's forms, and what solving them cost this process. */
export interface SolvedAnswers {
  /** One `x-altcha` header value per form, in the order asked. */
  answers: string[];
  /** Milliseconds of this one core each took: a script's cost per try (decision 47). */
  solveMs: number[];
}

/**
 * What each collector's browser does while they type, done before a drop's minute: fetch a
 * challenge (from the collector's network, `addressOf(index)`, as the route's limit counts it)
 * and solve it, with altcha-lib's solver on one core, as a script would. Answers are taken once,
 * so each form gets its own.
 */
export async function solveChallenges(
  origin: string,
  count: number,
  addressOf: (index: number) => string,
): Promise<SolvedAnswers> {
  const answers: string[] = [];
  const solveMs: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${origin}${API_PREFIX}${CHALLENGE_CALL}`, {
      headers: { 'x-forwarded-for': addressOf(index) },
    });
    if (!response.ok) throw new Error(`GET ${CHALLENGE_CALL} answered ${response.status}`);
    const challenge = (await response.json()) as Challenge;
    const started = performance.now();
    answers.push(await answerTo(challenge));
    solveMs.push(performance.now() - started);
  }
  return { answers, solveMs };
}

/** What the crowd's challenges cost one core: mean, p99 and worst, in milliseconds. */
export function solveCost(solveMs: readonly number[]): { mean: number; p99: number; max: number } {
  const sorted = [...solveMs].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? 0;
  return {
    mean: sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(1, sorted.length),
    p99,
    max: sorted.at(-1) ?? 0,
  };
}

/** The header a form's JSON call carries its answer in. */
export const answerHeader = (answer: string) => ({ [CHALLENGE_HEADER]: answer });
