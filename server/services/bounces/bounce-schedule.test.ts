import { describe, expect, it } from 'vitest';
import { recordingLog } from '../../test/mail-helpers';
import type { BounceReader } from './bounce-reader';
import { createBounceSchedule, type ScheduleClock } from './bounce-schedule';

/** Timers the test fires by hand: `due()` lists what is waiting, `fire()` runs the next one. */
function manualClock() {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const clock: ScheduleClock = {
    setTimeout(run, ms) {
      timers.set(++next, { run, ms });
      return next;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  return {
    clock,
    due: () => [...timers.values()].map((timer) => timer.ms),
    fire() {
      const [id, timer] = [...timers.entries()][0]!;
      timers.delete(id);
      timer.run();
    },
  };
}

/** A reader whose passes the test ends, one by one. */
function heldReader() {
  const ends: (() => void)[] = [];
  let fail = false;
  const reader = {
    passes: 0,
    readOnce() {
      reader.passes++;
      return new Promise((resolve, reject) =>
        ends.push(() => (fail ? reject(new Error('mailbox down')) : resolve({}))),
      );
    },
  };
  const settle = async () => {
    ends.shift()?.();
    // Lets the pass's then/finally run.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { reader, settle, failNext: () => (fail = true) };
}

describe('the bounce mailbox schedule', () => {
  it('reads at start, then an interval after each pass ends, never two passes at once', async () => {
    const { clock, due, fire } = manualClock();
    const { reader, settle } = heldReader();
    const schedule = createBounceSchedule(reader as unknown as BounceReader, {
      intervalMs: 300_000,
      log: recordingLog().log,
      clock,
    });
    schedule.start();
    expect(due()).toEqual([0]);
    fire();
    expect(reader.passes).toBe(1);
    // Asked to read again while a pass is under way: nothing is planned until it ends.
    schedule.wake();
    expect(due()).toEqual([]);
    await settle();
    expect(due()).toEqual([300_000]);
    fire();
    expect(reader.passes).toBe(2);
    await settle();
    schedule.wake();
    expect(due()).toEqual([0]);
    await schedule.stop();
    expect(due()).toEqual([]);
  });

  it('logs a mailbox it cannot reach and tries again at the next interval', async () => {
    const { clock, due, fire } = manualClock();
    const { reader, settle, failNext } = heldReader();
    const { log, entries } = recordingLog();
    const schedule = createBounceSchedule(reader as unknown as BounceReader, {
      intervalMs: 60_000,
      log,
      clock,
    });
    schedule.start();
    failNext();
    fire();
    await settle();
    expect(entries.map((entry) => entry.level)).toEqual(['error']);
    expect(due()).toEqual([60_000]);
    await schedule.stop();
  });
});
