import http from 'node:http';
import net from 'node:net';
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
  /** The answer's Content-Type, if it had one. */
  contentType?: string;
  /** The whole body's length (only its start is kept in `body`). */
  bytes?: number;
}

/** Sends one request exactly as built (no URL normalising: `..` and `//` reach the server). */
export function send(origin: URL, request: HostileRequest): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let contentType: string | undefined;
    let bytes = 0;
    const finish = (status: number | null, body: string, error?: string) => {
      if (settled) return;
      settled = true;
      resolve({ request, status, body, error, ms: performance.now() - started, contentType, bytes });
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
        contentType = response.headers['content-type'];
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          // The start of the body is enough to report a finding.
          if (bytes < 2000) chunks.push(chunk);
          bytes += chunk.length;
        });
        response.on('end', () => finish(status, Buffer.concat(chunks).toString('utf8').slice(0, 2000)));
        response.on('error', (error) => finish(status, '', error.message));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${GIVE_UP_MS} ms`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // A server may answer a body it refuses (401, 413, or a GET's) before it has read all of it,
      // then close: Node's client fails the write and drops that answer, where a browser or curl
      // reads it. Sent again by a client that reads while it writes, the answer counts; a close
      // with no answer at all is still reported.
      if (status === null && request.body?.length && /^(EPIPE|ECONNRESET)$/.test(error.code ?? '')) {
        void sendReadingWhileWriting(origin, request).then((answer) =>
          answer.status === null ? finish(null, '', error.message) : finish(answer.status, answer.body),
        );
        return;
      }
      finish(status, '', error.message);
    });
    outgoing.end(request.body);
  });
}

/** The request on a bare socket, the response read as it arrives (as curl does). */
function sendReadingWhileWriting(
  origin: URL,
  request: HostileRequest,
): Promise<{ status: number | null; body: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(origin.port), origin.hostname);
    let received = '';
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      const body = received.slice(received.indexOf('\r\n\r\n') + 4, 2000);
      resolve({ status: status ? Number(status) : null, body });
    };
    socket.setTimeout(GIVE_UP_MS, end);
    socket.on('data', (chunk) => {
      received += String(chunk);
      // The status line and headers are what a finding needs.
      if (received.includes('\r\n\r\n')) end();
    });
    socket.on('close', end);
    socket.on('error', () => {});
    socket.on('connect', () => {
      const head = Object.entries({
        ...request.headers,
        host: origin.host,
        connection: 'close',
        'content-length': String(request.body?.length ?? 0),
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`${request.method} ${request.path} HTTP/1.1\r\n${head}\r\n`);
      socket.end(request.body ?? Buffer.alloc(0));
    });
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
