import { describe, expect, it } from 'vitest';
import { makeTeaser, makeUnlockedSculpture } from '@/test/fixtures';
import { countByFilter, filterSculptures, statusTone } from './sculpture-rules';

const available = makeUnlockedSculpture({ status: 'Available' });
const soldOut = makeUnlockedSculpture({ status: 'Sold Out' });
const comingSoon = makeUnlockedSculpture({ status: 'Coming Soon' });
const lockedAvailable = makeTeaser({ status: 'Available' });
const list = [available, soldOut, comingSoon, lockedAvailable];

describe('collection filters', () => {
  it('counts only unlocked sculptures', () => {
    expect(countByFilter(list)).toEqual({ all: 3, available: 1, 'sold-out': 1 });
  });

  it("keeps locked teasers under 'all' and drops them from status filters", () => {
    expect(filterSculptures(list, 'all')).toEqual(list);
    expect(filterSculptures(list, 'available')).toEqual([available]);
    expect(filterSculptures(list, 'sold-out')).toEqual([soldOut]);
  });

  it('colours badges blue, red, and yellow for anything else', () => {
    expect(statusTone('Available')).toBe('available');
    expect(statusTone('Sold Out')).toBe('soldOut');
    expect(statusTone('Coming Soon')).toBe('accent');
    expect(statusTone('On Hold')).toBe('accent');
  });
});
