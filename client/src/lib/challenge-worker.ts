/// <reference lib="webworker" />
/**
 * The proof of work of a public form (decision 47), off the page's thread: fetches an ALTCHA
 * challenge (proof of work v2, SHA-256, cost 1), finds the counter whose SHA-256 of salt, nonce
 * and counter (4 bytes, big-endian) starts with the challenge's key prefix (counter-search.ts),
 * and posts back the headers the form sends: CHALLENGE_HEADER with the answer (base64 of its
 * JSON), or none. Started by prepareChallenge (challenge.ts) on a form's first focus: a file of
 * its own, never part of a first visit.
 */
import { API_PREFIX, CHALLENGE_CALL, CHALLENGE_HEADER } from '@contract/api-paths';
import type { Challenge, ChallengeAnswer } from '@contract/challenge';
import { searchCounter } from './counter-search';

/**
 * A form never waits on the solver longer than this: past it (a very slow device, a failure), it
 * is sent without an answer and held to the limits of forms sent without script, never worse.
 */
const LONGEST_SOLVE_MS = 8_000;

const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

const solve = ({ parameters }: Challenge, until: number): ChallengeAnswer['solution'] | null =>
  searchCounter({
    salt: bytesOf(parameters.salt),
    nonce: bytesOf(parameters.nonce),
    keyPrefix: parameters.keyPrefix,
    keyLength: parameters.keyLength,
    until,
  });

async function answer(): Promise<string | null> {
  const response = await fetch(`${API_PREFIX}${CHALLENGE_CALL}`, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const challenge = (await response.json()) as Challenge;
  const solution = solve(challenge, started + LONGEST_SOLVE_MS);
  return solution ? btoa(JSON.stringify({ challenge, solution } satisfies ChallengeAnswer)) : null;
}

/** The headers the form sends: the answer, or none, once. */
let answered = false;
function post(headers: Record<string, string>) {
  if (answered) return;
  answered = true;
  self.postMessage(headers);
  self.close();
}
// The search runs without a break, so a slow answer to the fetch is the one wait a timer can end.
const started = performance.now();
setTimeout(() => post({}), LONGEST_SOLVE_MS);
answer().then(
  (encoded) => post(encoded ? { [CHALLENGE_HEADER]: encoded } : {}),
  () => post({}),
);
