import { SLUG_PATTERN } from '@contract/common';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Boom Box Kid', 'boom-box-kid'],
    ['  VHS   Kid!! ', 'vhs-kid'],
    ['Café Crème 2', 'cafe-creme-2'],
    ['***', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always satisfies the slug rule when not empty', () => {
    expect(slugify('Ünïcødé — Sculpture #1')).toMatch(SLUG_PATTERN);
  });
});
