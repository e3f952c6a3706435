import { describe, expect, it } from 'vitest';
import { releasedSince } from './drop';

describe('releasedSince', () => {
  it('is the first released answer after the last locked one', () => {
    const samples = [
      { sentAt: 10, released: false },
      { sentAt: 20, released: true },
      { sentAt: 30, released: false },
      { sentAt: 40, released: true },
      { sentAt: 50, released: true },
    ];
    expect(releasedSince(samples)).toBe(40);
  });

  it('is undefined while the last answer is still locked', () => {
    expect(
      releasedSince([
        { sentAt: 10, released: true },
        { sentAt: 20, released: false },
      ]),
    ).toBeUndefined();
  });
});
