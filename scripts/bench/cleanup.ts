import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

type Cleanup = () => Promise<void> | void;

/** Newest first: a server is stopped before the folder it writes to is removed. */
const cleanups: Cleanup[] = [];

/** Registers something to undo on exit, Ctrl-C included; the returned function unregisters it. */
export function onCleanup(cleanup: Cleanup): () => void {
  cleanups.unshift(cleanup);
  return () => {
    const index = cleanups.indexOf(cleanup);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

let running: Promise<void> | undefined;

/**
 * Runs every registered cleanup once, each even if an earlier one failed. A second caller (the
 * main path failing because Ctrl-C stopped wrk, while the signal handler cleans up) waits for the
 * same run instead of exiting half-way through it.
 */
export function runCleanups(): Promise<void> {
  running ??= (async () => {
    for (const cleanup of cleanups.splice(0)) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return running;
}

/**
 * A bench's whole run: signals handled, `main` run, whatever it started cleaned up however it
 * ended, and the process ended with its exit code (1 when it threw: the tooling failed).
 */
export async function runBench(main: () => Promise<number>): Promise<never> {
  cleanUpOnSignals();
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    if (!interrupted())
      console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await runCleanups();
  }
  process.exit(exitCode);
}

/** A temp folder removed on exit. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `vitrine-bench-${prefix}-`));
  onCleanup(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** On Ctrl-C or SIGTERM: stop every process the bench started, remove its folders, then exit. */
let stopping = false;

/** Whether a signal is stopping the run (what fails meanwhile is no news). */
export const interrupted = () => stopping;

export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping the benchmark and cleaning up…`);
      void runCleanups().finally(() => process.exit(128 + os.constants.signals[signal]));
    });
  }
}
