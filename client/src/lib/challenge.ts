import challengeWorkerUrl from './challenge-worker.ts?worker&url';

/*
 * The proof of work a public form sends (decision 47): every form that mails someone, the
 * footer's newsletter box on every page included. This file is a few hundred bytes; the solver
 * is a worker of its own (challenge-worker.ts), fetched on a form's first focus, never on a
 * first visit.
 */

let solving: Promise<Event> | undefined;

/**
 * Starts on a form's first focus: a worker fetches and solves a challenge while the visitor types
 * (challenge-worker.ts, a file of its own). Its one message is the headers the form sends.
 */
export function prepareChallenge(): void {
  solving ??= new Promise((resolve) => {
    try {
      // Built, the worker is one classic script (the default); the dev server serves it as a module.
      const worker = new Worker(challengeWorkerUrl, import.meta.env.DEV ? { type: 'module' } : undefined);
      worker.onmessage = worker.onerror = resolve;
    } catch {
      // No worker here (an old or locked-down browser): the form goes without an answer.
      resolve(new Event('error'));
    }
  });
}

/**
 * The headers for the form being sent ({} when the worker could not answer). Each answer is taken
 * once: the next form (or this one sent again) starts on a fresh challenge.
 */
export async function challengeHeaders(): Promise<HeadersInit> {
  prepareChallenge();
  const answer = solving;
  solving = undefined;
  return ((await answer) as Partial<MessageEvent<HeadersInit>> | undefined)?.data ?? {};
}
