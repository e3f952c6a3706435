import type { Server } from 'node:http';

/**
 * Why: libuv (1.46 in Node 20, src/unix/linux.c uv__io_poll) stays in its poll phase for as long as
 * each epoll_wait returns a full batch of 1024 events, up to 48 batches in a row. A drop keeps more
 * than 1024 connections busy at once, so one poll phase lasted all 48 batches: ~3.5 s on a 2-core
 * machine. Two things wait for the phase to end:
 * - libuv registers the sockets it starts watching (every connection accepted during the phase)
 *   only when a poll phase begins, so their first request sat unread for seconds: wrk's
 *   "timeouts" in the 2000-connection spike, where nginx had none;
 * - timers and setImmediate callbacks.
 *
 * How: libuv ends a poll phase after any batch in which a signal arrived ("Event loop should cycle
 * now"). So when the connections and requests of one poll phase span more than `LONG_PHASE_MS`,
 * the server sends itself SIGWINCH (ignored by default, so a stray one harms nothing). Measured: the
 * phase then ends two or three batches later, the first request of a connection that opens during
 * the spike is read within a second, and steady load (phases of one batch) never signals.
 *
 * Still needed on Node 24 (libuv 1.52), measured side by side with nginx (decision 9): without it
 * the bench's drop (2000 connections on two pages) had 263 wrk timeouts and a p99 of 1.12 s where
 * nginx had none and 0.19 s; with it, 0 timeouts. Measured again beside the reusePort listeners
 * (decision 35): still timeouts in the drop without it. Nothing documented bounds the phase, and a
 * worker per core (shorter batches) is not open to the embedded database's single process.
 */

/** Longer than one batch at steady load here (256 connections: ~20 ms), shorter than a full one (~70 ms). */
export const LONG_PHASE_MS = 50;

const CYCLE_SIGNAL = 'SIGWINCH';

export interface PollPhaseClock {
  now: () => number;
  /** Runs `callback` once the loop has left the current poll phase (setImmediate: the check phase). */
  afterPhase: (callback: () => void) => void;
  /** Makes the loop leave its poll phase. */
  signal: () => void;
}

/**
 * The decision alone: `onActivity` is called for each connection and request; it notes when the
 * current poll phase began and signals once when the phase has run past `longPhaseMs`. Call
 * `onSignalled` when the signal has been handled (the phase is ending).
 */
export function pollPhaseLimiter(clock: PollPhaseClock, longPhaseMs = LONG_PHASE_MS) {
  let phaseStartedAt: number | undefined;
  let signalled = false;
  const phaseEnded = () => {
    phaseStartedAt = undefined;
  };
  return {
    onActivity() {
      const now = clock.now();
      if (phaseStartedAt === undefined) {
        phaseStartedAt = now;
        clock.afterPhase(phaseEnded);
      } else if (!signalled && now - phaseStartedAt > longPhaseMs) {
        signalled = true;
        clock.signal();
      }
    },
    onSignalled() {
      signalled = false;
    },
  };
}

/**
 * Keeps `server`'s poll phases short under load (see above), until it closes: its signal
 * handler goes with it, so a process that opens and closes servers (a test worker running file
 * after file) is not left one handler per server. Linux only: the full batches are libuv's epoll
 * backend, where this was measured (Windows has no SIGWINCH to send).
 */
export function limitPollPhase(server: Server): void {
  if (process.platform !== 'linux') return;
  const limiter = pollPhaseLimiter({
    now: () => performance.now(),
    afterPhase: (callback) => setImmediate(callback),
    signal: () => process.kill(process.pid, CYCLE_SIGNAL),
  });
  const onActivity = () => limiter.onActivity();
  const onSignalled = () => limiter.onSignalled();
  process.on(CYCLE_SIGNAL, onSignalled);
  server.on('connection', onActivity);
  server.on('request', onActivity);
  server.once('close', () => process.off(CYCLE_SIGNAL, onSignalled));
}
