import { type SQL, sql } from 'drizzle-orm';
import { addressFingerprint } from '../db/erased-address';
import type { Db } from '../db/index';

/*
 * The suppression list as every sender sees it: the addresses no email goes to, on any list, until
 * the owner lifts them (suppressed_addresses, whose slice is the audience module's: its bounce
 * reader fills it and its owner's screen lifts it, and the row names the campaign that bounced).
 */

/** How every sender compares an address: in lower case (a local part's case is folded by nearly every server). */
export const suppressionKey = (email: string) => email.trim().toLowerCase();

/**
 * The suppression rows of an address: the one keyed by it, and the fingerprint an erase left of
 * it (decision 34), so an address that bounced or complained stays unmailed after its erase.
 */
export function suppressionKeys(address: SQL): SQL {
  return sql`(lower(${address}), ${addressFingerprint(address)})`;
}

/**
 * True while the address of `recipient` (an SQL expression over the delivery row) may be mailed:
 * no suppression of it is in force. Every delivery queue adds it to its claim, so no list and no
 * kind of email can forget it.
 */
export function notSuppressed(recipient: SQL): SQL {
  return sql`not exists (
    select 1 from suppressed_addresses as suppressed
    where suppressed.email in ${suppressionKeys(recipient)} and suppressed.lifted_at is null
  )`;
}

/** Whether an address (or its erased fingerprint) is suppressed now: a test copy to it is refused. */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from suppressed_addresses
    where email in ${suppressionKeys(sql`${email}`)} and lifted_at is null
    limit 1
  `);
  return result.rows.length > 0;
}
