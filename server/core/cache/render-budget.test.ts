import { describe, expect, it } from 'vitest';
import { createRenderBudget } from './render-budget';

describe('the render budget of a client', () => {
  it('allows a burst, then one render per refill, per network', () => {
    let now = 0;
    const budget = createRenderBudget({ burst: 3, perMinute: 6, now: () => now });
    expect([1, 2, 3, 4].map(() => budget.take('203.0.113.7'))).toEqual([true, true, true, false]);
    expect(budget.retryAfter('203.0.113.7')).toBe(10);
    // Another network is untouched; another address of the same IPv6 /64 is the same client.
    expect(budget.take('203.0.113.8')).toBe(true);
    expect(budget.take('2001:db8::1')).toBe(true);
    expect(budget.take('2001:db8::1')).toBe(true);
    expect(budget.take('2001:db8::2')).toBe(true);
    expect(budget.take('2001:db8::ffff')).toBe(false);
    now += 10_000;
    expect(budget.take('203.0.113.7')).toBe(true);
    expect(budget.take('203.0.113.7')).toBe(false);
  });
});
