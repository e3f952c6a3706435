import http from 'node:http';
import type { HostileRequest } from './hostile-requests';

/** Slower than this is a finding: a hostile request must not tie the server up. */
export const ANSWER_LIMIT_MS = 2000;
/** Waited for at most, so one hung request is reported instead of hanging the run. */
const GIVE_UP_MS = 15_000;

export interface Answer {
  request: HostileRequest;
  /** The HTTP status, or null when the connection ended without one. */
  status: number | null;
  ms: number;
  /** Why there is no status (reset, timeout). */
  error?: string;
  body: string;
}

/** Sends one request exactly as built (no URL normalising: `..` and `//` reach the server). */
export function send(origin: URL, request: HostileRequest): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null, body: string, error?: string) => {
      if (settled) return;
      settled = true;
      resolve({ request, status, body, error, ms: performance.now() - started });
    };
    let status: number | null = null;
    const outgoing = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, 'content-length': String(request.body?.length ?? 0) },
        // A new connection for every request, never a pooled one. Even with keepAlive off, a
        // shared agent hands a socket freed by one answer to the next queued request while the
        // server is closing it, and that request looks like one the server never answered.
        agent: false,
        timeout: GIVE_UP_MS,
      },
      (response) => {
        status = response.statusCode ?? null;
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          // The start of the body is enough to report a finding.
          if (kept < 2000) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () => finish(status, Buffer.concat(chunks).toString('utf8').slice(0, 2000)));
        response.on('error', (error) => finish(status, '', error.message));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${GIVE_UP_MS} ms`)));
    // A server refusing an oversized body may answer and close before it has all of it: the
    // answer counts; a reset with no answer is reported.
    outgoing.on('error', (error) => finish(status, '', error.message));
    outgoing.end(request.body);
  });
}

/** Sends `count` requests, `concurrency` at a time, and hands each answer to `onAnswer`. */
export async function sendAll(
  origin: string,
  count: number,
  build: (n: number) => HostileRequest,
  onAnswer: (answer: Answer) => void,
  concurrency = 4,
): Promise<void> {
  const url = new URL(origin);
  let next = 0;
  const worker = async () => {
    while (next < count) onAnswer(await send(url, build(next++)));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
