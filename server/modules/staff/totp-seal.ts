import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { cachedAppSecret } from '../../core/db/app-secrets';
import type { Db } from '../../core/db/index';

/*
 * Authenticator apps' secrets, sealed at rest with AES-256-GCM: whoever reads a row (a copied
 * table, a query's log, a support dump) cannot mint codes from it. The key is the installation's
 * own app secret (created once, shared by every instance); it is read into memory only, never
 * logged. A sealed value is `v1.` then base64url of the 12-byte nonce, the 16-byte tag and the
 * ciphertext; anything else is a secret stored before sealing, which is still read, and sealed
 * again by the staff module's start (sealPlainTotpSecrets).
 */

const KEY_NAME = 'staff-totp-key';
const PREFIX = 'v1.';

const keyOf = (db: Db) => cachedAppSecret(db, KEY_NAME);

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export async function sealTotpSecret(db: Db, secret: string): Promise<string> {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), nonce);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
}

/** The base32 secret of a stored value, sealed or (stored before sealing) plain. */
export async function openTotpSecret(db: Db, stored: string): Promise<string> {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
