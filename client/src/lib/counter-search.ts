/**
 * The search a proof of work asks of the browser (decision 47): the counter whose SHA-256 of
 * salt, nonce and counter (4 bytes, big-endian) begins with the challenge's key prefix.
 *
 * SHA-256 in plain JavaScript rather than WebCrypto: `crypto.subtle.digest` is asynchronous, and
 * each call's promise and trip to the browser's crypto thread cost far more than hashing 36
 * bytes. Measured side by side in Chromium (2026-12-07, 20 challenges each, the worker fetching
 * and solving as a form's check does): unthrottled, WebCrypto 207 ms on average against 52 ms;
 * on a phone-class CPU (Lighthouse's BenchmarkIndex 339, the browser held to a share of a core as
 * scripts/bench/phone-challenge.ts does) 2,005 ms, worst 4,250, against 668 ms, worst 999: the
 * difference between a check that outlasts the form and one done before the name is typed.
 * Only the counter changes between tries, so the blocks before its own are hashed once, and the
 * bytes after it (the padding and the length) are written once.
 */
import { compress, INITIAL_STATE } from './sha256';

const wordAt = (bytes: Uint8Array, at: number) =>
  (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;

/** The key prefix as whole words to compare: each word of the digest it covers, and which bits. */
function prefixWords(prefixHex: string): { value: number; mask: number }[] {
  const words: { value: number; mask: number }[] = [];
  for (let at = 0; at < prefixHex.length; at += 8) {
    const part = prefixHex.slice(at, at + 8);
    const shift = 32 - part.length * 4;
    words.push({
      value: (Number.parseInt(part, 16) << shift) | 0,
      mask: shift === 32 ? 0 : (0xffffffff << shift) | 0,
    });
  }
  return words;
}

export interface CounterSearch {
  salt: Uint8Array;
  nonce: Uint8Array;
  /** Lowercase hex the digest must begin with. */
  keyPrefix: string;
  /** How many bytes of the digest the answer's key keeps. */
  keyLength: number;
  /** The search gives up past this moment (performance.now()), or past counter 2^32 - 1. */
  until?: number;
}

/** The first counter whose key begins with the prefix, and that key (hex); null if none in time. */
export function searchCounter({
  salt,
  nonce,
  keyPrefix,
  keyLength,
  until = Number.POSITIVE_INFINITY,
}: CounterSearch): { counter: number; derivedKey: string } | null {
  const length = salt.length + nonce.length + 4;
  // The message padded as SHA-256 pads it: 0x80, zeros, the length in bits as the last 8 bytes.
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64);
  padded.set(salt);
  padded.set(nonce, salt.length);
  padded[length] = 0x80;
  new DataView(padded.buffer).setUint32(padded.length - 4, length * 8);
  const counterAt = length - 4;
  // The blocks before the counter's never change: hashed once.
  const firstChanging = Math.floor(counterAt / 64);
  const midstate = Uint32Array.from(INITIAL_STATE);
  const w = new Uint32Array(64);
  const loadBlock = (block: number) => {
    for (let i = 0; i < 16; i++) w[i] = wordAt(padded, block * 64 + i * 4);
  };
  for (let block = 0; block < firstChanging; block++) {
    loadBlock(block);
    compress(midstate, w);
  }
  const prefix = prefixWords(keyPrefix.toLowerCase());
  const state = new Uint32Array(8);
  const view = new DataView(padded.buffer);
  for (let counter = 0; counter <= 0xffffffff; counter++) {
    // A clock read every 4,096 tries: a few microseconds' work between reads.
    if ((counter & 0xfff) === 0 && performance.now() > until) return null;
    view.setUint32(counterAt, counter);
    state.set(midstate);
    for (let block = firstChanging; block < padded.length / 64; block++) {
      loadBlock(block);
      compress(state, w);
    }
    if (prefix.every(({ value, mask }, i) => (state[i]! & mask) === value)) {
      const digest = new Uint8Array(32);
      const out = new DataView(digest.buffer);
      for (let i = 0; i < 8; i++) out.setUint32(i * 4, state[i]!);
      const derivedKey = Array.from(digest.subarray(0, keyLength), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('');
      return { counter, derivedKey };
    }
  }
  return null;
}
