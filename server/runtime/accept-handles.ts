import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * Why: Node 20's libuv accepts one connection each time the event loop polls the listening socket,
 * and under load one pass of the loop serves every busy connection first (~70 ms for 1000 of them
 * here). Measured on a 2-core machine: with 2000 connections opening at once, Node took in about
 * 35 a second while 1400 finished handshakes waited in the kernel's queue; their first request was
 * answered seconds late (wrk "timeouts"), and even the 256 connections of a steady run drew a
 * p99 of 500–800 ms from the last ones accepted. nginx, beside it, accepted all at once.
 *
 * How: more descriptors on the same listening socket, each watched by the loop, so a pass accepts
 * up to one connection per descriptor. Node 20 has no dup() or SO_REUSEPORT, but a descriptor sent
 * over IPC arrives as a new one: a short-lived helper process receives the socket and sends it
 * back `count` times, then exits. Every connection is handed to the HTTP server, exactly as one
 * it accepted itself.
 *
 * Still needed on Node 24 (libuv 1.52), measured side by side with nginx (decision 9): without it
 * the 2000-connection spike had 860 wrk timeouts (connections waited up to 30 s to be accepted)
 * and the steady runs a p99 of 0.5–1.2 s, where nginx had no timeouts and ~20 ms; with it, 0
 * timeouts and ~20 ms.
 */

/**
 * The helper's whole program: send each socket it receives straight back. It leaves when the
 * server disconnects, once it has every copy (Node sends one descriptor at a time, each
 * acknowledged, so the server sends and the helper answers `count` times).
 */
const ECHO_SOCKET = "process.on('message', (_message, handle) => process.send('socket', handle));";

const HELPER_TIMEOUT_MS = 10_000;

export interface AcceptHandles {
  /** How many extra descriptors accept connections. */
  count: number;
  /**
   * Stops accepting on them at once (the server's own descriptor is closed by server.close()).
   * It does not wait for their connections to end: those belong to the HTTP server, whose close
   * ends them, so waiting here first would hold shutdown until every keep-alive timed out.
   */
  close: () => void;
}

/**
 * How many extra descriptors to add: `wanted`, but at most an eighth of the open-file limit, since
 * each takes one (a systemd service starts with a soft limit of 1024). Linux's /proc/self/limits;
 * `limits` is for tests.
 */
export function acceptHandleCount(wanted: number, limits?: string): number {
  let text = limits;
  try {
    text ??= readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return Math.min(wanted, 64);
  }
  const soft = /^Max open files\s+(\d+|unlimited)/m.exec(text)?.[1];
  if (soft === undefined) return Math.min(wanted, 64);
  return soft === 'unlimited' ? wanted : Math.min(wanted, Math.floor(Number(soft) / 8));
}

/** The listening socket's libuv handle (not public API: what child_process.send accepts as a raw handle). */
function listeningHandle(server: net.Server): object {
  const handle = (server as unknown as { _handle?: object | null })._handle;
  if (!handle) throw new Error('the server is not listening');
  return handle;
}

/**
 * Adds `count` descriptors of `server`'s listening socket that accept connections for it. The server
 * must be listening. Rejects (and accepts nothing extra) when the helper process fails.
 */
export async function addAcceptHandles(
  server: net.Server,
  { count, backlog }: { count: number; backlog: number },
): Promise<AcceptHandles> {
  const handle = listeningHandle(server);
  const acceptors: net.Server[] = [];
  const closeAll = () => {
    for (const acceptor of acceptors) acceptor.close();
  };
  const child = spawn(process.execPath, ['-e', ECHO_SOCKET], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the helper did not answer')), HELPER_TIMEOUT_MS);
      child.once('error', reject);
      // 'close', not 'exit': the copies it sent may still be in the channel when it exits.
      child.once('close', (code) => {
        if (acceptors.length < count) reject(new Error(`the helper exited (${code}) early`));
      });
      child.on('message', (_message, received) => {
        // noDelay as Node's HTTP server sets it on the connections it accepts itself.
        const acceptor = net.createServer({ noDelay: true }, (socket) => server.emit('connection', socket));
        acceptor.listen(received as net.Server, backlog);
        acceptors.push(acceptor);
        if (acceptors.length === count) {
          clearTimeout(timer);
          child.disconnect();
          resolve();
        }
      });
      for (let i = 0; i < count; i++) child.send('socket', handle as net.Server);
    });
  } catch (error) {
    child.kill();
    closeAll();
    throw error;
  }
  return { count, close: closeAll };
}
