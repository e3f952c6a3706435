import { API_PREFIX, CHALLENGE_CALL } from '@contract/api-paths';
import type { Challenge, ChallengeAnswer } from '@contract/challenge';

/**
 * Fetches a challenge and solves it in a Web Worker: the answer a form sends in its
 * CHALLENGE_HEADER, base64 of its JSON. Loaded only once a visitor starts on a form (lib/challenge.ts).
 */
export async function solveChallenge(): Promise<string | null> {
  const response = await fetch(`${API_PREFIX}${CHALLENGE_CALL}`, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const challenge = (await response.json()) as Challenge;
  const worker = new Worker(new URL('./challenge-worker.ts', import.meta.url), { type: 'module' });
  try {
    const solution = await new Promise<ChallengeAnswer['solution'] | null>((resolve) => {
      worker.onmessage = (event: MessageEvent<ChallengeAnswer['solution'] | null>) => resolve(event.data);
      worker.onerror = () => resolve(null);
      worker.postMessage(challenge);
    });
    if (!solution) return null;
    const answer: ChallengeAnswer = { challenge, solution };
    return btoa(JSON.stringify(answer));
  } finally {
    worker.terminate();
  }
}
