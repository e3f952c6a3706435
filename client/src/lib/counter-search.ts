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

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL_STATE = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/** Runs SHA-256's compression of one 64-byte block (16 words in `w`, 64 used) on `state`. */
function compress(state: Uint32Array, w: Uint32Array): void {
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

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
