import { describe, expect, it } from 'vitest';
import { relativeTo } from './age';

describe('relativeTo', () => {
  const now = '2026-11-27T12:00:00.000Z';
  it('says a time in the largest whole unit, rounded, past or ahead', () => {
    expect(relativeTo('2026-11-27T11:59:30.000Z', now)).toBe('this minute');
    expect(relativeTo('2026-11-27T11:48:00.000Z', now)).toBe('12 minutes ago');
    expect(relativeTo('2026-11-27T12:29:59.000Z', now)).toBe('in 30 minutes');
    // A hold confirmed a minute ago with 7 days to go reads 7 days, not 6.
    expect(relativeTo('2026-12-04T11:59:00.000Z', now)).toBe('in 7 days');
  });
});
