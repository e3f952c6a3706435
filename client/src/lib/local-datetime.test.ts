import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromLocalInput, localTimeZone, toLocalInput } from './local-datetime';

describe('local date-time', () => {
  // A zone with daylight saving: the offset written must be the one at the date picked.
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('writes what the picker shows as the same instant with that date’s offset', () => {
    expect(localTimeZone()).toBe('America/New_York');
    expect(fromLocalInput('2029-06-01T18:00')).toBe('2029-06-01T18:00:00-04:00');
    expect(fromLocalInput('2029-12-01T18:00:05')).toBe('2029-12-01T18:00:05-05:00');
    expect(toLocalInput('2029-06-01T22:00:00.000Z')).toBe('2029-06-01T18:00');
    expect(toLocalInput('2029-12-01T23:00:05.000Z')).toBe('2029-12-01T18:00:05');
  });

  it('is null for an empty picker and nothing for no release', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
