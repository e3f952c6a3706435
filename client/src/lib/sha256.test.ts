import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hexBytes, sha256Bytes, sha256Text } from './sha256';

const node = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe('the page’s own SHA-256 (the draw check’s, the proof of work’s)', () => {
  it('agrees with node:crypto on texts of every padding length, and on bytes', () => {
    for (let length = 0; length < 200; length++) {
      const text = 'é€x'.repeat(length).slice(0, length);
      expect(sha256Text(text), `length ${length}`).toBe(node(text));
    }
    const bytes = randomBytes(32);
    expect(sha256Bytes(hexBytes(bytes.toString('hex')))).toBe(node(bytes));
  });
});
