import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id is the library's default algorithm; OWASP's 19 MiB / 2 passes profile. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so that an unknown username costs the same time as a
 * wrong password, and the answer leaks nothing about which usernames exist.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * The two checks a sign-in makes, as one dependency of the sign-in routes: the server uses
 * argon2id's own, and a test wraps them to count or hold the checks a flood of sign-ins causes.
 */
export interface PasswordChecks {
  verify: typeof verifyPassword;
  burn: typeof burnPasswordCheck;
}

export const ARGON2_CHECKS: PasswordChecks = { verify: verifyPassword, burn: burnPasswordCheck };

/** A strong password for a generated first admin: 24 characters, about 143 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
