import { type SQL, sql } from 'drizzle-orm';
import { ensureAppSecret } from './app-secrets';
import type { Db, DbOrTransaction } from './index';

/**
 * The key of the fingerprints an erase leaves in the suppression list: random per installation
 * and kept in app_meta (never in a log or a backup of the code), so that a fingerprint cannot be
 * matched against a list of likely addresses by anyone without this database.
 */
export const ERASURE_PEPPER_KEY = 'erasure-pepper';

/**
 * How an erased address reads where a column must hold one (a fingerprint in
 * suppressed_addresses, `erased:<id>` in a reservation): never a valid address, so never mailed.
 */
export const FINGERPRINT_PREFIX = 'erased:';

/** Whether a stored address is what an erase left: links to such a row lead nowhere. */
export const isErasedAddress = (email: string) => email.startsWith(FINGERPRINT_PREFIX);

/**
 * The fingerprint of an address (an SQL expression), computed in the database so a delivery
 * queue's claim can compare it without a round trip: SHA-256 of the pepper and the address in
 * lower case, hex. Null while no erase has made the pepper: then there are no fingerprints either.
 */
export function addressFingerprint(address: SQL): SQL {
  return sql`(${FINGERPRINT_PREFIX} || encode(sha256(convert_to(
    (select value from app_meta where key = ${ERASURE_PEPPER_KEY}) || lower(${address}), 'UTF8'
  )), 'hex'))`;
}

/** Makes the pepper before the first fingerprint is written (the erase's first step). */
export async function ensureErasurePepper(db: Db | DbOrTransaction): Promise<void> {
  await ensureAppSecret(db as Db, ERASURE_PEPPER_KEY);
}
