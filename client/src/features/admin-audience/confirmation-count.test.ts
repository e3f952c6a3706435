import { describe, expect, it } from 'vitest';
import { describeCounts } from './confirmation-count';

describe('describeCounts', () => {
  it('says how many are current, and how many must still confirm', () => {
    expect(describeCounts({ confirmed: 2, pending: 0 })).toBe('2 current');
    expect(describeCounts({ confirmed: 1, pending: 2 })).toBe('1 confirmed · 2 pending');
    expect(describeCounts({ confirmed: 0, pending: 0 })).toBe('0 current');
    expect(describeCounts({ confirmed: 48_210, pending: 1_204 })).toBe('48,210 confirmed · 1,204 pending');
  });
});
