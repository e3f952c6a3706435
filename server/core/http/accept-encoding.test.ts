import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './accept-encoding';

const offered = ['br', 'gzip'] as const;

describe('Accept-Encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['br;q=0, *', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR;Q=1', 'br'],
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=1.5, gzip', 'gzip'],
    ['identity', 'identity'],
  ])('%j gets %s', (header, expected) => {
    expect(negotiateEncoding(header, offered)).toBe(expected);
  });
});
