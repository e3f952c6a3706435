import { describe, expect, it } from 'vitest';
import { countStates, describeNumber, dropsCollector } from './edition-summary';

describe('the register legend and labels', () => {
  it('counts each state', () => {
    expect(countStates([{ state: 'sold' }, { state: 'available' }, { state: 'sold' }])).toEqual({
      available: 1,
      held: 0,
      sold: 2,
      withheld: 0,
    });
  });

  it('names a number with its collector for a screen reader', () => {
    expect(describeNumber({ number: 7, state: 'sold', collectorName: 'Ada Lovelace' })).toBe(
      'No. 7: sold to Ada Lovelace',
    );
    // Resold: the register follows the certificate chain to the owner now.
    expect(
      describeNumber({
        number: 1,
        state: 'sold',
        collectorName: 'Jamie Reyes',
        resale: { ownerName: 'Priya Shah', sellerName: 'Jamie Reyes', on: '2026-12-01' },
      }),
    ).toBe('No. 1: owned by Priya Shah (resold by Jamie Reyes)');
    expect(describeNumber({ number: 2, state: 'held', collectorName: 'Grace' })).toBe(
      'No. 2: held for Grace',
    );
    expect(describeNumber({ number: 3, state: 'available', collectorName: null })).toBe('No. 3: available');
  });

  it('asks before a change that removes a collector, and only then', () => {
    expect(dropsCollector({ state: 'sold', collectorName: 'Ada' }, 'available')).toBe(true);
    expect(dropsCollector({ state: 'held', collectorName: 'Ada' }, 'withheld')).toBe(true);
    expect(dropsCollector({ state: 'held', collectorName: 'Ada' }, 'sold')).toBe(false);
    expect(dropsCollector({ state: 'held', collectorName: null }, 'available')).toBe(false);
  });
});
