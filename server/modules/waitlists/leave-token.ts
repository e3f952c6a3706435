import { createHmac, timingSafeEqual } from 'node:crypto';

function mac(secret: Buffer, memberId: number): Buffer {
  return createHmac('sha256', secret).update(`waitlist-leave\0${memberId}`).digest().subarray(0, 16);
}

/**
 * `<member id>.<128-bit HMAC of the id>` under the unsubscribe secret (a different message, so
 * a newsletter token never passes as a waitlist one). Member ids are never reused, so the token
 * can be checked after the member left, and a second click answers "already left".
 */
export function signLeaveToken(secret: Buffer, memberId: number): string {
  return `${memberId}.${mac(secret, memberId).toString('base64url')}`;
}

/** The member id a genuine token names, or null for any other string. */
export function verifyLeaveToken(secret: Buffer, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const memberId = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, memberId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? memberId : null;
}
