import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it, vi } from 'vitest';
import { searchCounter } from './counter-search';

const bytesOf = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

/** SHA-256 of salt, nonce and counter (4 bytes, big-endian), as node computes it. */
function keyOf(salt: Uint8Array, nonce: Uint8Array, counter: number): string {
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(counter);
  return createHash('sha256').update(salt).update(nonce).update(tail).digest('hex');
}

describe('searchCounter', () => {
  it("finds the counter altcha-lib's own solver finds, with the same key, for challenges the server issues", async () => {
    // altcha-lib signs with WebCrypto, which the client suite's jsdom lacks: node's is the same API.
    vi.stubGlobal('crypto', webcrypto);
    for (let i = 0; i < 5; i++) {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 500 + i * 997,
        deriveKey,
        hmacSignatureSecret: 'signature secret',
        hmacKeySignatureSecret: 'key secret',
      });
      const { salt, nonce, keyPrefix, keyLength } = challenge.parameters;
      const found = searchCounter({
        salt: bytesOf(salt),
        nonce: bytesOf(nonce),
        keyPrefix,
        keyLength: keyLength ?? 32,
      });
      const expected = await solveChallenge({ challenge, deriveKey });
      expect(found).toEqual({ counter: expected!.counter, derivedKey: expected!.derivedKey });
    }
  });

  it('hashes as SHA-256 does for every length of salt and nonce, across block boundaries', () => {
    for (const [saltLength, nonceLength] of [
      [16, 16],
      [0, 1],
      [30, 21],
      [27, 28],
      [60, 0],
      [64, 64],
      [100, 3],
    ]) {
      const salt = Uint8Array.from(randomBytes(saltLength!));
      const nonce = Uint8Array.from(randomBytes(nonceLength!));
      const counter = 1234;
      const key = keyOf(salt, nonce, counter);
      // A prefix this long is met by no earlier counter but by chance (1 in 2^32 per try).
      const found = searchCounter({ salt, nonce, keyPrefix: key.slice(0, 8), keyLength: 32 });
      expect(found).toEqual({ counter, derivedKey: key });
    }
  });

  it('reads a prefix of any length, odd ones and ones past the first word included, and keeps keyLength bytes of the key', () => {
    const salt = Uint8Array.from(randomBytes(16));
    const nonce = Uint8Array.from(randomBytes(16));
    const counter = 77;
    const key = keyOf(salt, nonce, counter);
    const found = searchCounter({ salt, nonce, keyPrefix: key.slice(0, 11).toUpperCase(), keyLength: 12 });
    expect(found).toEqual({ counter, derivedKey: key.slice(0, 24) });
    const short = searchCounter({ salt, nonce, keyPrefix: key.slice(0, 1), keyLength: 32 });
    expect(short!.counter).toBeLessThanOrEqual(counter);
    expect(keyOf(salt, nonce, short!.counter).startsWith(key.slice(0, 1))).toBe(true);
  });

  it('gives up past its moment', () => {
    const found = searchCounter({
      salt: new Uint8Array(16),
      nonce: new Uint8Array(16),
      keyPrefix: 'ffffffffffffffff',
      keyLength: 32,
      until: performance.now() - 1,
    });
    expect(found).toBeNull();
  });
});
