import { createHmac, timingSafeEqual } from 'node:crypto';

function mac(secret: Buffer, reservationId: number): Buffer {
  return createHmac('sha256', secret).update(`reservation\0${reservationId}`).digest().subarray(0, 16);
}

/**
 * `r<reservation id>.<128-bit HMAC>` under the unsubscribe secret, over a message no other link
 * signs (confirmation, unsubscribe and leave tokens each sign their own), so no token passes for
 * another. Ids are never reused: an old link can only ever name the request it was sent for.
 */
export function signReservationToken(secret: Buffer, reservationId: number): string {
  return `r${reservationId}.${mac(secret, reservationId).toString('base64url')}`;
}

/** The reservation a genuine token names, or null for any other string. */
export function verifyReservationToken(secret: Buffer, token: string): number | null {
  const match = /^r([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
