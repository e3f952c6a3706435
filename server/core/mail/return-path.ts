import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a bounce or complaint is about, carried in the return path (VERP): `n<campaign id>` for a
 * newsletter copy, so the campaign's report counts it, and `m` for any other email.
 */
export type MailingTag = `n${number}` | 'm';

export const OTHER_MAIL: MailingTag = 'm';
export const newsletterMailing = (campaignId: number): MailingTag => `n${campaignId}`;

/** 80 bits in lowercase hex: receivers may fold a local part's case, hex survives it. */
const MAC_HEX_LENGTH = 20;

function mac(secret: Buffer, tag: string, recipient: string): string {
  return createHmac('sha256', secret)
    .update(`bounce\0${tag}\0${recipient.toLowerCase()}`)
    .digest('hex')
    .slice(0, MAC_HEX_LENGTH);
}

export interface ReturnPaths {
  /** The envelope sender of one recipient's copy: `bounce+<tag>-<mac>@domain`. */
  forRecipient(recipient: string, tag: MailingTag): Promise<string>;
}

/**
 * VERP return paths under BOUNCE_ADDRESS (`bounce@mail.example.com`): each copy's envelope sender
 * names the mailing and carries an HMAC of mailing and recipient, so a bounce says which address
 * and which campaign it is about even when the recipient's server only quotes a forwarded address,
 * and no one can suppress an address or skew a report by mailing a forged report to the mailbox.
 * The address itself stays out of it: a local part holds 64 characters, an address up to 254.
 */
export function createReturnPaths(bounceAddress: string, secret: () => Promise<Buffer>): ReturnPaths {
  const at = bounceAddress.lastIndexOf('@');
  const local = bounceAddress.slice(0, at);
  const domain = bounceAddress.slice(at + 1);
  return {
    async forRecipient(recipient, tag) {
      return `${local}+${tag}-${mac(await secret(), tag, recipient)}@${domain}`;
    },
  };
}

export interface ReturnPathClaim {
  tag: MailingTag;
  mac: string;
}

/** The mailing and signature a bounce was addressed with, from its envelope recipient. */
export function readReturnPath(address: string): ReturnPathClaim | null {
  const match = /\+(n[1-9][0-9]{0,9}|m)-([0-9a-f]{20})@/i.exec(address);
  if (!match) return null;
  return { tag: match[1]!.toLowerCase() as MailingTag, mac: match[2]!.toLowerCase() };
}

/** The candidate address (of those a report names) the return path was signed for, if any. */
export function signedRecipient(secret: Buffer, claim: ReturnPathClaim, candidates: string[]): string | null {
  const given = Buffer.from(claim.mac);
  for (const candidate of candidates) {
    const expected = Buffer.from(mac(secret, claim.tag, candidate));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return candidate;
  }
  return null;
}

/** The campaign a mailing tag names, if it is a newsletter's. */
export function campaignOf(tag: MailingTag): number | null {
  return tag.startsWith('n') ? Number(tag.slice(1)) : null;
}
