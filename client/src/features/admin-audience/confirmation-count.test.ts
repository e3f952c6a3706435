import { describe, expect, it } from 'vitest';
import { countConfirmed, describeConfirmation } from './confirmation-count';

const list = (...confirmed: boolean[]) => confirmed.map((value) => ({ confirmed: value }));

describe('who a newsletter would reach', () => {
  it('counts confirmed addresses only', () => {
    expect(countConfirmed(list(true, false, true, false))).toBe(2);
    expect(countConfirmed(list(false))).toBe(0);
  });

  it('says "N current" while nobody is pending, and both counts once someone is', () => {
    expect(describeConfirmation(list(true, true))).toBe('2 current');
    expect(describeConfirmation(list(true, false, false))).toBe('1 confirmed · 2 pending');
    expect(describeConfirmation(list())).toBe('0 current');
  });
});
