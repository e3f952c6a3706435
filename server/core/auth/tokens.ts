import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes = 256 bits, sent to the browser once; only its SHA-256 is stored. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function readBearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** A session ends 14 days after sign-in however much it is used (decision 14). */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
