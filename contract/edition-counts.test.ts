import { describe, expect, it } from 'vitest';
import { availabilityText, editionAvailability, remainingText } from './edition-counts';

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

describe('what a size of a piece not yet released says', () => {
  it('tells the edition’s numbers instead of a count of what remains', () => {
    expect(availabilityText('Coming Soon', { total: 50, remaining: 50 })).toBe(
      '50 numbers, offered at release',
    );
    expect(availabilityText('Coming Soon', { total: 1, remaining: 1 })).toBe(
      'One number, offered at release',
    );
    expect(availabilityText('Available', { total: 50, remaining: 50 })).toBe('50 of 50 remaining');
  });
});
