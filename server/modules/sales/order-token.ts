import { createHmac, timingSafeEqual } from 'node:crypto';

function mac(secret: Buffer, orderId: number): Buffer {
  return createHmac('sha256', secret).update(`order\0${orderId}`).digest().subarray(0, 16);
}

/**
 * `o<order id>.<128-bit HMAC>`: the order page's personal link. Signed over a message no other
 * link signs (reservation, confirmation and unsubscribe tokens each sign their own), so no token
 * passes for another; ids are never reused, so an old link only ever names its own order.
 */
export function signOrderToken(secret: Buffer, orderId: number): string {
  return `o${orderId}.${mac(secret, orderId).toString('base64url')}`;
}

/** The order a genuine token names, or null for any other string. */
export function verifyOrderToken(secret: Buffer, token: string): number | null {
  const match = /^o([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** How an order is named to people: on its page, its emails, invoices and the bank reference. */
export const orderReferenceOf = (orderId: number) => `VT-${String(orderId).padStart(4, '0')}`;
