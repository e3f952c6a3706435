/**
 * The proof of work a public form sends (decision 43), kept off the first visit: the solver is
 * loaded and started on the form's first focus or keystroke, solves while the visitor types, and
 * is ready when they send. A form sent before it is ready waits for it a little; past that, or if
 * it failed, the form goes without one (it is then held to the limits of forms sent without
 * script, which is never worse than that).
 */
import { CHALLENGE_HEADER } from '@contract/api-paths';

const WAIT_AT_SUBMIT_MS = 5_000;

let pending: Promise<string | null> | null = null;

/** Starts solving a challenge for the next form sent, once. */
export function prepareChallenge(): void {
  pending ??= import('./challenge-solver').then(({ solveChallenge }) => solveChallenge()).catch(() => null);
}

/**
 * The answer for the form being sent, as headers for its call ({} without one). Each answer is
 * taken once, so the next form (or the same sent again) starts on a fresh challenge.
 */
export async function takeChallenge(): Promise<Record<string, string>> {
  prepareChallenge();
  const solving = pending;
  pending = null;
  const answer = await Promise.race([
    solving,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_AT_SUBMIT_MS)),
  ]);
  return answer ? { [CHALLENGE_HEADER]: answer } : {};
}
