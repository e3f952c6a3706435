import type { BackgroundLoop } from '../../../core/background/loop';
import { type Clock, type ClockTimer, systemClock } from '../../../core/clock';
import type { MailLog } from '../../../core/mail/mailer';
import type { BounceReader } from './bounce-reader';

/** How often the bounce mailbox is read unless BOUNCE_POLL_SECONDS says otherwise. */
export const DEFAULT_BOUNCE_POLL_MS = 300_000;

/**
 * Reads the bounce mailbox at start and then `intervalMs` after each pass ends, one pass at a
 * time: a wake while a pass runs is not a second pass, and a mailbox that cannot be reached is
 * logged and tried again at the next interval (a mailbox server down stops neither the site nor
 * its sending).
 */
export function createBounceSchedule(
  reader: BounceReader,
  {
    intervalMs = DEFAULT_BOUNCE_POLL_MS,
    log,
    clock = systemClock,
  }: { intervalMs?: number; log: MailLog; clock?: Clock },
): BackgroundLoop {
  let timer: ClockTimer | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  function plan(ms: number) {
    timer?.cancel();
    timer = null;
    if (stopped) return;
    timer = clock.setTimer(ms, pass);
    // A pending read never keeps the process alive on its own.
    timer.unref();
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
    async start() {
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
      timer?.cancel();
      timer = null;
      await running;
    },
  };
}
