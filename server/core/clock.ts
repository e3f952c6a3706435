/**
 * The time a background loop reads and the timers it sleeps on. Loops take one instead of
 * calling Date and setTimeout, so a test moves time on (server/test/test-clock.ts) and sees a
 * schedule come due at once, rather than sleeping until it does and hoping the machine is quick.
 */
export interface Clock {
  now(): Date;
  /** Calls `callback` once, after `ms` on this clock (at once, soon, for 0 or less). */
  setTimer(ms: number, callback: () => void): ClockTimer;
}

export interface ClockTimer {
  cancel(): void;
  /** The timer does not keep the process alive by itself (a far-off schedule, say). */
  unref(): void;
}

/** setTimeout holds at most ~24.8 days; a longer wait is cut to it, and the loop looks again then. */
export const LONGEST_TIMER_MS = 2_147_483_647;

/** The machine's clock: what every loop uses outside tests. */
export const systemClock: Clock = {
  now: () => new Date(),
  setTimer(ms, callback) {
    const timer = setTimeout(callback, Math.min(Math.max(ms, 0), LONGEST_TIMER_MS));
    return {
      cancel: () => clearTimeout(timer),
      unref: () => void timer.unref(),
    };
  },
};
