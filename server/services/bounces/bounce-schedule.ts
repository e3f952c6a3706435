import type { MailLog } from '../mailer/mailer';
import type { BounceReader } from './bounce-reader';

/** The timers the schedule runs on: the real ones, or a test's that it moves by hand. */
export interface ScheduleClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const REAL_CLOCK: ScheduleClock = {
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    // A pending read never keeps the process alive on its own.
    timer.unref();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface BounceSchedule {
  start(): void;
  /** Read now (then every interval again from here). */
  wake(): void;
  /** Waits for a read under way, and schedules no more. */
  stop(): Promise<void>;
}

/**
 * Reads the bounce mailbox every `intervalMs`, one pass at a time: a pass never overlaps the
 * last, and a mailbox that cannot be reached is logged and tried again at the next interval (a
 * mailbox server down does not stop the site or its sending).
 */
export function createBounceSchedule(
  reader: BounceReader,
  { intervalMs, log, clock = REAL_CLOCK }: { intervalMs: number; log: MailLog; clock?: ScheduleClock },
): BounceSchedule {
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  function plan(ms: number) {
    if (timer !== null) clock.clearTimeout(timer);
    timer = stopped ? null : clock.setTimeout(pass, ms);
  }

  function pass() {
    timer = null;
    if (running || stopped) return;
    running = reader
      .readOnce()
      .then(() => undefined)
      .catch((error: unknown) => {
        log.error({ err: error }, 'the bounce mailbox could not be read; trying again at the next interval');
      })
      .finally(() => {
        running = null;
        plan(intervalMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      // The first pass soon after the start, not an interval later.
      plan(0);
    },
    wake() {
      if (!stopped && !running) plan(0);
    },
    async stop() {
      stopped = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
