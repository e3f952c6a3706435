import { SIZE_MODEL_LABELS, type SizeModel } from './limits';

/*
 * Certificates of authenticity: one per owner of a sold edition number, each with a code a
 * collector types or scans at /verify. Plain code, no zod: the public verify page imports it; the wire's schemas are in certificates.ts.
 */

/**
 * The code's alphabet: Crockford's base 32, without I, L, O and U, so no two of its characters
 * are mistaken for each other on paper (a typed O is read as 0, I and L as 1).
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 20 characters of 5 bits each: 100 bits, drawn at random, never counted. */
export const CODE_LENGTH = 20;
/** Shown and printed in groups of this many: 'K7M2Q-9XW4R-…'. */
export const CODE_GROUP = 5;

/**
 * The code as it is stored, from whatever a person typed: case, spaces, dashes and dots do not
 * count, and the letters Crockford's alphabet leaves out are read as the digits they look like.
 * Null when what remains cannot be a code.
 */
export function canonicalCode(typed: string): string | null {
  const letters = typed
    .toUpperCase()
    .replace(/[\s\-–—._/]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (letters.length !== CODE_LENGTH) return null;
  for (const letter of letters) if (!CODE_ALPHABET.includes(letter)) return null;
  return letters;
}

/** 'K7M2Q-9XW4R-TT3HB-0ZC8N': a stored code, grouped for reading aloud and typing. */
export function formatCode(code: string): string {
  return code.match(new RegExp(`.{1,${CODE_GROUP}}`, 'g'))?.join('-') ?? code;
}

/** The longest text the code field takes: a code with generous spacing, no more. */
export const CODE_INPUT_MAX = 64;

export const CERTIFICATE_STATES = ['valid', 'transferred', 'revoked'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** Why a certificate is revoked, as the owner chooses it. */
export const REVOKE_REASONS = ['lost', 'stolen', 'destroyed', 'refunded'] as const;
export type RevokeReason = (typeof REVOKE_REASONS)[number];
export const REVOKE_REASON_LABELS: Record<RevokeReason, string> = {
  lost: 'Lost',
  stolen: 'Stolen',
  destroyed: 'Destroyed',
  /** Set by the shop itself when a paid order is refunded: the sale no longer stands. */
  refunded: 'Sale refunded',
};

/** The reasons the owner picks from; 'refunded' is the shop's own, set by a refund. */
export const OWNER_REVOKE_REASONS = REVOKE_REASONS.filter((reason) => reason !== 'refunded');

/** How the public verify page names the owner: by initials, or not at all. */
export const PUBLIC_OWNER_CHOICES = ['initials', 'none'] as const;
export type PublicOwner = (typeof PUBLIC_OWNER_CHOICES)[number];

/** 'J. D.' from 'Jane Doe': what the verify page shows when the owner chose initials. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${Array.from(part)[0]!.toUpperCase()}.`)
    .join(' ');
}

/** 'Edition 3 / 5': how the certificate and the verify page write a number of its edition. */
export const editionFraction = (number: number, total: number) => `${number} / ${total}`;

export const sizeLabel = (size: SizeModel) => SIZE_MODEL_LABELS[size];

export const CERTIFICATE_MESSAGES = {
  notSold: 'Only a sold number has a certificate: mark it sold in the edition register first',
  alreadyIssued: (code: string) =>
    `This number already has a valid certificate (${formatCode(code)}): transfer or revoke it first`,
  unknownCode: 'No certificate has this code. Check it against the certificate and try again.',
  /** What the check names a piece by while it is hidden, or locked before its release. */
  unreleasedTitle: 'A piece not yet released',
  malformedCode: 'A certificate code has 20 letters and digits, like K7M2Q-9XW4R-TT3HB-0ZC8N.',
  tooManyGuesses: (minutes: number) =>
    `Too many wrong codes from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}; a correct code still verifies.`,
  notValid: 'Only a valid certificate can be transferred or revoked',
  ownerName: "Enter the new owner's name",
  ownerEmail: "Enter the new owner's email address",
  dayFormat: 'The date must be a real date (YYYY-MM-DD)',
  day: 'Enter the date of the resale',
  reason: 'Choose why the certificate is revoked',
} as const;

/** GET /api/certificates/{code}, and what /verify/{code} shows. Never the owner's name or email. */
export interface CertificateView {
  /** Grouped as printed. */
  code: string;
  title: string;
  size: SizeModel;
  number: number;
  total: number;
  /** YYYY-MM-DD */
  issuedOn: string;
  state: CertificateState;
  /** The day it was transferred or revoked. */
  endedOn: string | null;
  revokedReason: RevokeReason | null;
  /** Initials when the owner chose them, else null. */
  owner: string | null;
  /** How many owners the piece has had up to this certificate: 1, then one more per resale. */
  owners: number;
  image: { src: string; alt: string } | null;
}

/** What the server found for a code when it rendered /verify or /verify/{code}: shown as is. */
export type VerifyOutcome =
  | { kind: 'found'; certificate: CertificateView }
  | { kind: 'refused'; message: string; status: 400 | 404 | 429 };
export const verifyOutcomeKey = (code: string) => ['verify-outcome', code] as const;
