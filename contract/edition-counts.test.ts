import { describe, expect, it } from 'vitest';
import {
  availabilityText,
  editionAvailability,
  isOpenForReservations,
  remainingText,
} from './edition-counts';

describe('what is left of an edition, in public words', () => {
  it('says N of M remaining, Last one, or Sold out', () => {
    expect(remainingText({ total: 50, remaining: 42, held: 0 })).toBe('42 of 50 remaining');
    expect(remainingText({ total: 8, remaining: 1, held: 3 })).toBe('Last one');
    expect(remainingText({ total: 8, remaining: 0, held: 0 })).toBe('Sold out');
  });

  it('says a size whose last numbers are only held is not sold out: its line stays open', () => {
    expect(remainingText({ total: 2, remaining: 0, held: 2 })).toBe('All held, join the line');
    expect(remainingText({ total: 8, remaining: 0, held: 1 })).toBe('All held, join the line');
    expect(isOpenForReservations({ total: 2, remaining: 0, held: 2 })).toBe(true);
    expect(isOpenForReservations({ total: 2, remaining: 0, held: 0 })).toBe(false);
  });

  it('offers in stock, limited when a fifth or less is left (or all held), sold out at none', () => {
    expect(editionAvailability({ total: 50, remaining: 11, held: 0 })).toBe('InStock');
    expect(editionAvailability({ total: 50, remaining: 10, held: 0 })).toBe('LimitedAvailability');
    expect(editionAvailability({ total: 3, remaining: 1, held: 0 })).toBe('LimitedAvailability');
    expect(editionAvailability({ total: 3, remaining: 2, held: 0 })).toBe('InStock');
    expect(editionAvailability({ total: 2, remaining: 0, held: 2 })).toBe('LimitedAvailability');
    expect(editionAvailability({ total: 8, remaining: 0, held: 0 })).toBe('SoldOut');
  });
});

describe('what a size of a piece not yet released says', () => {
  it('tells the edition’s numbers instead of a count of what remains', () => {
    expect(availabilityText('Coming Soon', { total: 50, remaining: 50, held: 0 })).toBe(
      '50 numbers, offered at release',
    );
    expect(availabilityText('Coming Soon', { total: 1, remaining: 1, held: 0 })).toBe(
      'One number, offered at release',
    );
    expect(availabilityText('Available', { total: 50, remaining: 50, held: 0 })).toBe('50 of 50 remaining');
  });
});
