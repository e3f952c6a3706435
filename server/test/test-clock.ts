import type { Clock, ClockTimer } from '../core/clock';

interface PendingTimer {
  at: number;
  callback: () => void;
}

/**
 * A clock that stands still until the test moves it on. Timers fall due as it passes their
 * time, in time order; one set for now or earlier runs at once (on the next turn of the event
 * loop), as setTimeout(0) would. What a timer starts (a database pass, say) still takes its own
 * real time: wait for its outcome with expect.poll, never for a span of time.
 */
export function createTestClock(start: Date = new Date()) {
  let now = start.getTime();
  const timers = new Set<PendingTimer>();

  function fire(timer: PendingTimer) {
    if (!timers.delete(timer)) return;
    timer.callback();
  }

  const clock: Clock = {
    now: () => new Date(now),
    setTimer(ms: number, callback: () => void): ClockTimer {
      const timer = { at: now + Math.max(ms, 0), callback };
      timers.add(timer);
      if (timer.at <= now) setImmediate(() => fire(timer));
      return { cancel: () => void timers.delete(timer), unref() {} };
    },
  };

  /** Moves the clock on by `ms`, running each timer due on the way at its own time. */
  function advance(ms: number): void {
    const until = now + ms;
    for (;;) {
      let next: PendingTimer | undefined;
      for (const timer of timers) if (timer.at <= until && (!next || timer.at < next.at)) next = timer;
      if (!next) break;
      now = Math.max(now, next.at);
      fire(next);
    }
    now = until;
  }

  return {
    clock,
    advance,
    /** Moves the clock on to `time` (never back). */
    advanceTo: (time: Date) => advance(Math.max(time.getTime() - now, 0)),
    /** Whether a timer is set for exactly `time`: a loop has gone to sleep until then. */
    hasTimerAt: (time: number) => [...timers].some((timer) => timer.at === time),
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
