import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ConfirmationTarget } from './confirmation-deliveries';

const PREFIX = { newsletter: 's', waitlist: 'w' } as const;

function mac(secret: Buffer, target: ConfirmationTarget): Buffer {
  return createHmac('sha256', secret)
    .update(`confirm\0${target.list}\0${target.id}`)
    .digest()
    .subarray(0, 16);
}

/**
 * `s<subscriber id>.<mac>` or `w<member id>.<mac>`: a 128-bit HMAC under the unsubscribe secret
 * of a message no unsubscribe or leave token signs, so neither passes as the other. Ids are
 * never reused, so an old link can only ever confirm the row it was sent for.
 */
export function signConfirmationToken(secret: Buffer, target: ConfirmationTarget): string {
  return `${PREFIX[target.list]}${target.id}.${mac(secret, target).toString('base64url')}`;
}

/** Whom a genuine token confirms, or null for any other string. */
export function verifyConfirmationToken(secret: Buffer, token: string): ConfirmationTarget | null {
  const match = /^([sw])([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const target: ConfirmationTarget = {
    list: match[1] === 's' ? 'newsletter' : 'waitlist',
    id: Number(match[2]),
  };
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = mac(secret, target);
  return given.length === expected.length && timingSafeEqual(given, expected) ? target : null;
}
