import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * Why: Node's event loop (libuv 1.52 in Node 24, as 1.46 in Node 20) accepts one connection each
 * time it polls a listening socket, and under load one pass of the loop first serves every busy
 * connection (~70 ms for 1000 of them on 2 cores). With 2000 connections opening at once, the
 * server took in about 35 a second while the rest waited in the kernel's queue: wrk "timeouts" in
 * the spike and a p99 of 0.5–1.2 s at 256 connections, where nginx, beside it, accepted at once
 * (decision 9).
 *
 * How: more listening sockets on the same address and port, each watched by the loop, so one pass
 * accepts up to one connection per socket. Node's documented `reusePort` listen option
 * (SO_REUSEPORT, Linux 3.9+) lets several sockets bind one port; the kernel spreads new
 * connections over them by their addresses. Every connection is handed to the HTTP server,
 * exactly as one it accepted itself. The server's own listener must have been opened with
 * `reusePort: true` too.
 *
 * This replaced a helper process that sent the listening socket's private handle back over IPC
 * (decision 35): documented API, no second process at start and nothing read from Node's
 * internals. The helper's copies shared one queue, drained evenly; separate listeners each have
 * their own, filled by a hash of the connection's addresses, so the server opens more of them
 * than the helper made copies (index.ts) to accept a flood as quickly.
 */

export interface AcceptListeners {
  /** How many extra listeners accept connections. */
  count: number;
  /**
   * Stops accepting on them at once (the server's own listener is closed by server.close()).
   * It does not wait for their connections to end: those belong to the HTTP server, whose close
   * ends them, so waiting here first would hold shutdown until every keep-alive timed out.
   */
  close: () => void;
}

/**
 * How many extra listeners to open: `wanted`, but at most an eighth of the open-file limit, since
 * each takes one (a systemd service starts with a soft limit of 1024). Linux's /proc/self/limits;
 * `limits` is for tests.
 */
export function acceptListenerCount(wanted: number, limits?: string): number {
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

/**
 * Opens `count` more listeners on `server`'s address and port that accept connections for it.
 * The server must be listening, with `reusePort: true`. Rejects (and keeps no extra listener
 * open) when one cannot listen.
 */
export async function addAcceptListeners(
  server: net.Server,
  { count, backlog }: { count: number; backlog: number },
): Promise<AcceptListeners> {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a port');
  const listeners: net.Server[] = [];
  const closeAll = () => {
    for (const listener of listeners) listener.close();
  };
  try {
    for (let i = 0; i < count; i++) {
      // noDelay as Node's HTTP server sets it on the connections it accepts itself.
      const listener = net.createServer({ noDelay: true }, (socket) => server.emit('connection', socket));
      listeners.push(listener);
      await new Promise<void>((resolve, reject) => {
        listener.once('error', reject);
        listener.listen({ host: address.address, port: address.port, backlog, reusePort: true }, () => {
          listener.off('error', reject);
          resolve();
        });
      });
    }
  } catch (error) {
    closeAll();
    throw error;
  }
  return { count, close: closeAll };
}

/**
 * Rejects with EADDRINUSE when anything listens on `port` already. A port opened for sharing is
 * shared with any later listener that asks the same: without this check a second server started
 * on the port by mistake (an old one still running) would quietly take half the visitors instead
 * of failing to start. A short listen without sharing, closed at once, is the test.
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host }, () => probe.close(() => resolve()));
  });
}
