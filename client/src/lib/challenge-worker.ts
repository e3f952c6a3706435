/// <reference lib="webworker" />
/**
 * Solves an ALTCHA challenge (proof of work v2, SHA-256, cost 1) off the page's thread: finds the
 * counter whose SHA-256 of salt, nonce and counter (4 bytes, big-endian) starts with the
 * challenge's key prefix. Digests are asked for in batches, so the browser's hashing threads stay
 * busy rather than waiting on one promise at a time.
 */
import type { Challenge } from '@contract/challenge';

const BATCH = 512;

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

async function solve({ parameters }: Challenge): Promise<{ counter: number; derivedKey: string } | null> {
  const salt = bytesOf(parameters.salt);
  const nonce = bytesOf(parameters.nonce);
  const prefix = parameters.keyPrefix.toLowerCase();
  for (let start = 0; start < 0xffffffff; start += BATCH) {
    const digests = Array.from({ length: BATCH }, (_, offset) => {
      const input = new Uint8Array(salt.length + nonce.length + 4);
      input.set(salt);
      input.set(nonce, salt.length);
      new DataView(input.buffer).setUint32(salt.length + nonce.length, start + offset);
      return crypto.subtle.digest('SHA-256', input);
    });
    const keys = await Promise.all(digests);
    for (let offset = 0; offset < BATCH; offset++) {
      const key = hexOf(new Uint8Array(keys[offset]!).subarray(0, parameters.keyLength));
      if (key.startsWith(prefix)) return { counter: start + offset, derivedKey: key };
    }
  }
  return null;
}

self.onmessage = async (event: MessageEvent<Challenge>) => {
  self.postMessage(await solve(event.data).catch(() => null));
};
