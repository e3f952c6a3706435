import { describe, expect, it } from 'vitest';
import { nextTimeChange } from './release-clock';

const at = (iso: string) => new Date(iso);

describe('nextTimeChange', () => {
  it('is the next whole minute before a release, so a server-rendered countdown never reads a minute off', () => {
    const release = at('2030-01-01T18:00:00Z');
    expect(nextTimeChange([release], at('2030-01-01T14:46:40Z'))).toEqual(at('2030-01-01T14:47:00Z'));
    expect(nextTimeChange([release], at('2030-01-01T14:47:00Z'))).toEqual(at('2030-01-01T14:48:00Z'));
  });

  it('is the release itself in its last minute, and the earliest of several pieces', () => {
    const release = at('2030-01-01T18:00:00.500Z');
    expect(nextTimeChange([release], at('2030-01-01T18:00:00.100Z'))).toEqual(release);
    // Ten and a half seconds to one release; the other's countdown turns a minute in five.
    const other = at('2030-01-01T18:04:55Z');
    expect(nextTimeChange([release, other], at('2030-01-01T17:59:50Z'))).toEqual(at('2030-01-01T17:59:55Z'));
  });

  it('is null when nothing is scheduled or every release has passed', () => {
    expect(nextTimeChange([], new Date())).toBeNull();
    expect(nextTimeChange([at('2020-01-01T00:00:00Z')], new Date())).toBeNull();
  });
});
