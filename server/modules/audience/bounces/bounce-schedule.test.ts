import { describe, expect, it } from 'vitest';
import { recordingLog } from '../../../test/mail-helpers';
import { createTestClock } from '../../../test/test-clock';
import type { BounceReader } from './bounce-reader';
import { createBounceSchedule } from './bounce-schedule';

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
  return { reader: reader as typeof reader & BounceReader, settle, failNext: () => (fail = true) };
}

describe('the bounce mailbox schedule', () => {
  it('reads at start, then an interval after each pass ends, never two passes at once', async () => {
    const { clock, advance } = createTestClock();
    const { reader, settle } = heldReader();
    const schedule = createBounceSchedule(reader, { intervalMs: 300_000, log: recordingLog().log, clock });
    await schedule.start();
    await expect.poll(() => reader.passes).toBe(1);
    // Asked to read again while a pass is under way: no second pass.
    schedule.wake?.();
    advance(600_000);
    expect(reader.passes).toBe(1);
    await settle();
    advance(299_999);
    expect(reader.passes).toBe(1);
    advance(1);
    expect(reader.passes).toBe(2);
    await settle();
    // Woken: reads now, not an interval later.
    schedule.wake?.();
    await expect.poll(() => reader.passes).toBe(3);
    await settle();
    await schedule.stop();
    advance(10 * 300_000);
    expect(reader.passes).toBe(3);
  });

  it('logs a mailbox it cannot reach and tries again at the next interval', async () => {
    const { clock, advance } = createTestClock();
    const { reader, settle, failNext } = heldReader();
    const { log, entries } = recordingLog();
    const schedule = createBounceSchedule(reader, { intervalMs: 60_000, log, clock });
    failNext();
    await schedule.start();
    await expect.poll(() => reader.passes).toBe(1);
    await settle();
    expect(entries.map((entry) => entry.level)).toEqual(['error']);
    advance(60_000);
    expect(reader.passes).toBe(2);
    await settle();
    await schedule.stop();
  });
});
