import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

const policy = { maxAttempts: 4, baseDelayMs: 1_000, maxDelayMs: 3_000 };

describe('retryDelayMs', () => {
  it('doubles from the base up to the cap, less up to 20% jitter', () => {
    const noJitter = () => 0;
    expect([1, 2, 3].map((attempts) => retryDelayMs(policy, attempts, noJitter))).toEqual([
      1_000, 2_000, 3_000,
    ]);
    expect(retryDelayMs(policy, 1, () => 1)).toBe(800);
  });

  it('answers null once no attempt is left', () => {
    expect(retryDelayMs(policy, 4)).toBeNull();
  });
});
