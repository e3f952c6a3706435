import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import type { Database } from '../db/index';
import { createSendingBudget } from './sending-budget';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rate = { perSecond: 3, perHour: 100 };
/** Each test in an hour of its own: the budget's rows are per hour. */
const hourStart = (hour: number) => Date.UTC(2026, 10, 27, hour);

describe('the sending budget', () => {
  it('takes back what a claim did not use, for the next take in that second', async () => {
    const clock = createTestClock(new Date(hourStart(1) + 100));
    const budget = createSendingBudget({ db: database.db, rate, clock: clock.clock });
    const first = await budget.take('bulk', 8);
    expect(first).toMatchObject({ granted: 3, retryAt: hourStart(1) + 1_000 });
    await first.giveBack(2);
    expect((await budget.take('bulk', 8)).granted).toBe(2);
    expect((await budget.take('personal', 1)).granted).toBe(0);
  });

  it('counts a clock a little behind against the later second another instance wrote, never afresh', async () => {
    const ahead = createTestClock(new Date(hourStart(2) + 10_200));
    const behind = createTestClock(new Date(hourStart(2) + 9_900));
    const first = createSendingBudget({ db: database.db, rate, clock: ahead.clock });
    const second = createSendingBudget({ db: database.db, rate, clock: behind.clock });
    expect((await first.take('bulk', 3)).granted).toBe(3);
    // Its own second (9) looks empty, but second 10 is used up: it waits for second 11.
    expect(await second.take('bulk', 3)).toMatchObject({ granted: 0, retryAt: hourStart(2) + 11_000 });
    ahead.advance(800);
    expect((await first.take('bulk', 3)).granted).toBe(3);
  });

  it('leaves a tenth of the hour to personal mail, and tells bulk mail to wait for the next hour', async () => {
    const clock = createTestClock(new Date(hourStart(3) + 500));
    const budget = createSendingBudget({
      db: database.db,
      rate: { perSecond: 50, perHour: 40 },
      clock: clock.clock,
    });
    expect((await budget.take('bulk', 50)).granted).toBe(36);
    clock.advance(1_000);
    expect(await budget.take('bulk', 1)).toMatchObject({ granted: 0, retryAt: hourStart(4) });
    expect((await budget.take('personal', 10)).granted).toBe(4);
    expect(await budget.take('personal', 1)).toMatchObject({ granted: 0, retryAt: hourStart(4) });
    clock.advance(3_600_000 - 1_500);
    expect((await budget.take('bulk', 50)).granted).toBe(36);
  });
});
