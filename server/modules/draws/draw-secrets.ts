import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { drawOrder, entryListHash } from '../../../contract/draw-order';

/** SHA-256 of a text's UTF-8 bytes, as 64 lowercase hex digits. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A new draw's secret: 32 bytes from the system's CSPRNG, as 64 hex digits. */
export const newSeed = () => randomBytes(32).toString('hex');

/** What is shown before entries open: SHA-256 of the seed's 32 bytes (not of its hex text). */
export const commitmentOf = (seedHex: string) =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

export const listHashOf = (codes: readonly string[]) => entryListHash(codes, sha256Hex);
export const orderOf = (seedHex: string, codes: readonly string[]) => drawOrder(seedHex, codes, sha256Hex);

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L, U). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An entry code: 8 characters from 29, about 39 bits, read aloud in two groups (`K7M2-QX9P`). */
export function newEntryCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

function mac(secret: Buffer, entryId: number): Buffer {
  return createHmac('sha256', secret).update(`draw-entry\0${entryId}`).digest().subarray(0, 16);
}

/**
 * `d<entry id>.<128-bit HMAC>` under the unsubscribe secret, over a message no other link signs,
 * so no other email's token passes for it.
 */
export function signEntryToken(secret: Buffer, entryId: number): string {
  return `d${entryId}.${mac(secret, entryId).toString('base64url')}`;
}

/** The entry a genuine token names, or null for any other string. */
export function verifyEntryToken(secret: Buffer, token: string): number | null {
  const match = /^d([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
