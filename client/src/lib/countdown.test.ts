import { describe, expect, it } from 'vitest';
import { formatCountdown, formatReleaseTime } from './countdown';

describe('formatCountdown', () => {
  it('counts days, hours and minutes left, rounding the minute up', () => {
    expect(formatCountdown(((2 * 24 + 4) * 60 + 13) * 60_000)).toBe('2 d 4 h 13 min');
    expect(formatCountdown((4 * 60 + 12) * 60_000 + 1)).toBe('4 h 13 min');
    expect(formatCountdown(30_000)).toBe('1 min');
  });

  it('is nothing once the time has come', () => {
    expect(formatCountdown(0)).toBeNull();
    expect(formatCountdown(-5)).toBeNull();
    expect(formatCountdown(0, { ticking: true })).toBeNull();
  });

  it('counts the last ten minutes in seconds once the clock ticks, rounding the second up', () => {
    expect(formatCountdown(66_000, { ticking: true })).toBe('1 min 06 s');
    expect(formatCountdown(65_001, { ticking: true })).toBe('1 min 06 s');
    expect(formatCountdown(10 * 60_000, { ticking: true })).toBe('10 min 00 s');
    expect(formatCountdown(60_000, { ticking: true })).toBe('1 min 00 s');
    expect(formatCountdown(59_000, { ticking: true })).toBe('59 s');
    expect(formatCountdown(1, { ticking: true })).toBe('1 s');
    // Before that, minutes as ever.
    expect(formatCountdown(10 * 60_000 + 1, { ticking: true })).toBe('11 min');
    expect(formatCountdown((4 * 60 + 12) * 60_000 + 1, { ticking: true })).toBe('4 h 13 min');
  });

  it('stays in whole minutes in the page the server renders (a second there would be stale)', () => {
    expect(formatCountdown(66_000)).toBe('2 min');
    expect(formatCountdown(30_000)).toBe('1 min');
  });
});

describe('formatReleaseTime', () => {
  it('names the zone it writes the time in', () => {
    expect(formatReleaseTime('2029-06-01T16:00:00.000Z')).toBe('Friday, June 1, 2029 at 16:00 UTC');
    expect(formatReleaseTime('2029-06-01T16:00:00.000Z', 'Europe/Paris')).toBe(
      'Friday, June 1, 2029 at 18:00 GMT+2',
    );
  });
});
