import { type ChildProcess, fork } from 'node:child_process';
import type { Logger } from 'pino';

/**
 * With WEB_CONCURRENCY=N (PostgreSQL only) the process started by the operator serves nobody: it
 * prepares the database once, then runs N copies of itself as workers, each a whole server that
 * listens on PORT with SO_REUSEPORT, so the kernel spreads new connections over them without a
 * process in between. Workers already behave as the separate instances of a multi-instance
 * deployment: every cache hears every content change (NOTIFY), and newsletter, waitlist and
 * notification copies are claimed row by row.
 *
 * The supervisor replaces a worker that dies, after a pause that doubles while workers keep
 * dying young (a worker that crashes at start must not be restarted in a tight loop), and on
 * SIGTERM or SIGINT passes the signal on and leaves once every worker has shut down.
 */

/** The argument that makes a started server a worker of a supervisor. */
export const WEB_WORKER_ARG = '--web-worker';

export function isWebWorker(argv = process.argv): boolean {
  return argv.includes(WEB_WORKER_ARG);
}

/**
 * In a worker: a worker whose supervisor is gone (killed, not stopped) must not serve on
 * unsupervised. While it starts it leaves at once; call the answer with the server's shutdown
 * once it serves.
 */
export function followSupervisor(): (shutdown: () => void) => void {
  let leave: () => void = () => process.exit(1);
  process.once('disconnect', () => leave());
  return (shutdown) => {
    leave = shutdown;
    if (!process.connected) shutdown();
  };
}

const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long was healthy: the next restart starts over at the first delay. */
const HEALTHY_LIFETIME_MS = 30_000;

export interface SupervisorOptions {
  count: number;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The script the workers run (this server's entry point) and Node's flags for it. */
  script?: string;
  execArgv?: string[];
}

/** Starts the workers and keeps `count` of them running until the supervisor is told to stop. */
export function superviseWebWorkers({
  count,
  log,
  script = process.argv[1]!,
  execArgv = process.execArgv,
}: SupervisorOptions): void {
  const workers = new Set<ChildProcess>();
  let restartDelayMs = FIRST_RESTART_DELAY_MS;
  let stopping = false;

  function start() {
    const startedAt = Date.now();
    const worker = fork(script, [WEB_WORKER_ARG], { execArgv, stdio: 'inherit' });
    workers.add(worker);
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) process.exit(0);
        return;
      }
      const delayMs = Date.now() - startedAt >= HEALTHY_LIFETIME_MS ? FIRST_RESTART_DELAY_MS : restartDelayMs;
      restartDelayMs = Math.min(delayMs * 2, MAX_RESTART_DELAY_MS);
      log.warn({ pid: worker.pid, code, signal, restartInMs: delayMs }, 'web worker ended: starting another');
      setTimeout(() => {
        if (!stopping) start();
      }, delayMs);
    });
  }

  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: workers.size }, 'stopping web workers');
    if (workers.size === 0) process.exit(0);
    for (const worker of workers) worker.kill(signal);
    // Each worker forces its own exit after 10 s; this only guards against one that cannot.
    setTimeout(() => process.exit(1), 15_000).unref();
  }

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) start();
  log.info({ workers: count }, 'web workers started');
}
