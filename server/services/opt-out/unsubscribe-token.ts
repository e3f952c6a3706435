import { createHmac, timingSafeEqual } from 'node:crypto';
import { cachedAppSecret } from '../../core/db/app-secrets';
import type { Db } from '../../core/db/index';

/** The key of the unsubscribe, leave and confirmation links. */
export const unsubscribeSecret = (db: Db): Promise<Buffer> => cachedAppSecret(db, 'unsubscribe-secret');

function mac(secret: Buffer, subscriberId: number, email: string): Buffer {
  return createHmac('sha256', secret)
    .update(`unsubscribe\0${subscriberId}\0${email.toLowerCase()}`)
    .digest()
    .subarray(0, 16);
}

/**
 * `<subscriber id>.<128-bit HMAC of id and email>`: it names the subscriber without showing
 * the address in the URL, and does not expire, as an unsubscribe link in an old email must
 * still work.
 */
export function signUnsubscribeToken(secret: Buffer, subscriberId: number, email: string): string {
  return `${subscriberId}.${mac(secret, subscriberId, email).toString('base64url')}`;
}

/** The subscriber id the token claims, before its signature is checked against that subscriber. */
export function readUnsubscribeTokenId(token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{22}$/.exec(token);
  return match ? Number(match[1]) : null;
}

export function verifyUnsubscribeToken(
  secret: Buffer,
  token: string,
  subscriber: { id: number; email: string },
): boolean {
  if (readUnsubscribeTokenId(token) !== subscriber.id) return false;
  const given = Buffer.from(token.slice(token.indexOf('.') + 1), 'base64url');
  const expected = mac(secret, subscriber.id, subscriber.email);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
