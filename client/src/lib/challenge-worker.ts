/// <reference lib="webworker" />
/**
 * The proof of work of a public form (decision 47), off the page's thread: fetches an ALTCHA
 * challenge (proof of work v2, SHA-256, cost 1), finds the counter whose SHA-256 of salt, nonce
 * and counter (4 bytes, big-endian) starts with the challenge's key prefix, and posts back the
 * headers the form sends: CHALLENGE_HEADER with the answer (base64 of its JSON), or none.
 * Digests are asked for in batches, so the browser's hashing stays busy rather than waiting on
 * one promise at a time. Started by prepareChallenge (challenge.ts) on a form's first focus: a
 * file of its own, never part of a first visit.
 */
import { API_PREFIX, CHALLENGE_CALL, CHALLENGE_HEADER } from '@contract/api-paths';
import type { Challenge, ChallengeAnswer } from '@contract/challenge';

const BATCH = 512;

/**
 * A form never waits on the solver longer than this: past it (a very slow device, a failure), it
 * is sent without an answer and held to the limits of forms sent without script, never worse.
 */
const LONGEST_SOLVE_MS = 8_000;

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

async function solve({ parameters }: Challenge): Promise<ChallengeAnswer['solution'] | null> {
  const salt = bytesOf(parameters.salt);
  const nonce = bytesOf(parameters.nonce);
  const prefix = parameters.keyPrefix.toLowerCase();
  for (let start = 0; start < 0xffffffff; start += BATCH) {
    const digests = Array.from({ length: BATCH }, (_, offset) => {
      const input = new Uint8Array(salt.length + nonce.length + 4);
      input.set(salt);
      input.set(nonce, salt.length);
      new DataView(input.buffer).setUint32(salt.length + nonce.length, start + offset);
      return crypto.subtle.digest('SHA-256', input);
    });
    const keys = await Promise.all(digests);
    for (let offset = 0; offset < BATCH; offset++) {
      const key = hexOf(new Uint8Array(keys[offset]!).subarray(0, parameters.keyLength));
      if (key.startsWith(prefix)) return { counter: start + offset, derivedKey: key };
    }
  }
  return null;
}

async function answer(): Promise<string | null> {
  const response = await fetch(`${API_PREFIX}${CHALLENGE_CALL}`, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const challenge = (await response.json()) as Challenge;
  const solution = await solve(challenge);
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
setTimeout(() => post({}), LONGEST_SOLVE_MS);
answer().then(
  (encoded) => post(encoded ? { [CHALLENGE_HEADER]: encoded } : {}),
  () => post({}),
);
