import net from 'node:net';
import { RUN_MARKER } from './hostile-requests';

/**
 * Bytes no HTTP client library would send: broken request lines, smuggling attempts, headers over
 * every limit, bodies shorter or longer than declared. The server may answer 4xx or close; it must
 * not answer 5xx and must not stop.
 */
const MALFORMED: string[] = [
  'GARBAGE\r\n\r\n',
  'GET /\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
  'GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
  `GET /?${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: x\r\n${'X-Many: 1\r\n'.repeat(3000)}\r\n`,
  'POST /api/newsletters HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'POST /api/newsletters HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
  'POST /api/newsletters HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  'POST /api/newsletters HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
  `POST /api/inquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":"${RUN_MARKER}"`,
  'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
  'GET / HTTP/1.1\r\nHost x\r\n\r\n',
  'GET / HTTP/1.1\r\n Host: x\r\n\r\n',
  'GET http://evil.example/api/admin/inquiries HTTP/1.1\r\nHost: x\r\n\r\n',
  'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
  'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  'GET /media/..\\..\\package.json HTTP/1.1\r\nHost: x\r\n\r\n',
];

export interface RawAnswer {
  sent: string;
  /** The status line's code, or null when the server closed without one. */
  status: number | null;
}

/** Writes the bytes, half-closes, and reads what comes back (at most a few seconds). */
function sendRaw(port: number, bytes: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const done = () => {
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      resolve({ sent: bytes.slice(0, 80), status: status ? Number(status) : null });
    };
    socket.setTimeout(5000, done);
    socket.on('data', (chunk) => {
      received += String(chunk);
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.on('connect', () => socket.end(bytes));
  });
}

/** Every malformed request, `times` times over. */
export async function sendMalformed(port: number, times: number): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = [];
  for (let round = 0; round < times; round++) {
    answers.push(...(await Promise.all(MALFORMED.map((bytes) => sendRaw(port, bytes)))));
  }
  return answers;
}
