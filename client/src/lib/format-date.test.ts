import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './format-date';

describe('journal dates', () => {
  it('prints the long English form without shifting the day', () => {
    expect(formatLongDate('2025-03-04')).toBe('March 4, 2025');
    expect(formatLongDate('2025-01-01')).toBe('January 1, 2025');
  });

  it("prints the admin's 'MMM d, yyyy'", () => {
    expect(formatShortDate('2025-03-04')).toBe('Mar 4, 2025');
  });

  it('leaves an unreadable date as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
