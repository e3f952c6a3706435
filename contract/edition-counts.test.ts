import { describe, expect, it } from 'vitest';
import { editionAvailability, remainingText } from './edition-counts';

describe('what is left of an edition, in public words', () => {
  it('says N of M remaining, Last one, or Sold out', () => {
    expect(remainingText({ total: 50, remaining: 42 })).toBe('42 of 50 remaining');
    expect(remainingText({ total: 8, remaining: 1 })).toBe('Last one');
    expect(remainingText({ total: 8, remaining: 0 })).toBe('Sold out');
  });

  it('offers in stock, limited when a fifth or less is left, sold out at none', () => {
    expect(editionAvailability({ total: 50, remaining: 11 })).toBe('InStock');
    expect(editionAvailability({ total: 50, remaining: 10 })).toBe('LimitedAvailability');
    expect(editionAvailability({ total: 3, remaining: 1 })).toBe('LimitedAvailability');
    expect(editionAvailability({ total: 3, remaining: 2 })).toBe('InStock');
    expect(editionAvailability({ total: 8, remaining: 0 })).toBe('SoldOut');
  });
});
