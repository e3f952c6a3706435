import { and, desc, eq, gt, like, lte, notInArray, notLike } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { adminDevices } from '../../db/schema';

/** Devices kept per admin: a new sign-in on a twenty-first browser forgets the oldest. */
const DEVICES_PER_ADMIN = 20;

/**
 * A sign-in link from the shell (`npm run admin -- sign-in-link`) is a device token not yet given
 * to a browser: kept under this prefix and its hash, good once, for SIGN_IN_LINK_MINUTES. A
 * device token's hash is hex, so it can never be taken for one.
 */
const LINK_PREFIX = 'link:';
export const SIGN_IN_LINK_MINUTES = 15;

/** The admin a device token hash was given to, if it was. */
export async function findDevice(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: adminDevices.userId, tokenHash: adminDevices.tokenHash })
    .from(adminDevices)
    .where(eq(adminDevices.tokenHash, tokenHash));
  return row ?? null;
}

/** The first of these device tokens' hashes the given admin knows, if any. */
export async function findKnownDevice(db: Db, userId: number, tokenHashes: string[]) {
  for (const tokenHash of tokenHashes) {
    const device = await findDevice(db, tokenHash);
    if (device?.userId === userId) return device;
  }
  return null;
}

/** Keeps a new sign-in link's hash; earlier links of the admin that are still unused stay good. */
export async function rememberSignInLink(db: Db, userId: number, tokenHash: string, at = new Date()) {
  // Stale links are forgotten as new ones are made.
  await db
    .delete(adminDevices)
    .where(
      and(
        like(adminDevices.tokenHash, `${LINK_PREFIX}%`),
        lte(adminDevices.createdAt, new Date(at.getTime() - SIGN_IN_LINK_MINUTES * 60_000)),
      ),
    );
  await db.insert(adminDevices).values({ userId, tokenHash: `${LINK_PREFIX}${tokenHash}`, createdAt: at });
}

/** Uses a sign-in link up: the admin it was made for, or null when it is unknown, used or stale. */
export async function redeemSignInLink(db: Db, tokenHash: string, at = new Date()): Promise<number | null> {
  // One statement: two browsers opening the same link at once cannot both be signed in by it.
  const [row] = await db
    .delete(adminDevices)
    .where(
      and(
        eq(adminDevices.tokenHash, `${LINK_PREFIX}${tokenHash}`),
        gt(adminDevices.createdAt, new Date(at.getTime() - SIGN_IN_LINK_MINUTES * 60_000)),
      ),
    )
    .returning({ userId: adminDevices.userId });
  return row?.userId ?? null;
}

export async function rememberDevice(db: Db, userId: number, tokenHash: string): Promise<void> {
  await db.insert(adminDevices).values({ userId, tokenHash });
  const kept = db
    .select({ id: adminDevices.id })
    .from(adminDevices)
    .where(and(eq(adminDevices.userId, userId), notLike(adminDevices.tokenHash, `${LINK_PREFIX}%`)))
    .orderBy(desc(adminDevices.lastUsedAt), desc(adminDevices.id))
    .limit(DEVICES_PER_ADMIN);
  await db
    .delete(adminDevices)
    .where(
      and(
        eq(adminDevices.userId, userId),
        notLike(adminDevices.tokenHash, `${LINK_PREFIX}%`),
        notInArray(adminDevices.id, kept),
      ),
    );
}

export async function touchDevice(db: Db, tokenHash: string): Promise<void> {
  await db.update(adminDevices).set({ lastUsedAt: new Date() }).where(eq(adminDevices.tokenHash, tokenHash));
}
