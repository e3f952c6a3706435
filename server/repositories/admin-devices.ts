import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/index';
import { adminDevices } from '../db/schema';

/** Devices kept per admin: a new sign-in on a twenty-first browser forgets the oldest. */
const DEVICES_PER_ADMIN = 20;

/** The admin a device token hash was given to, if it was. */
export async function findDevice(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: adminDevices.userId, tokenHash: adminDevices.tokenHash })
    .from(adminDevices)
    .where(eq(adminDevices.tokenHash, tokenHash));
  return row ?? null;
}

export async function rememberDevice(db: Db, userId: number, tokenHash: string): Promise<void> {
  await db.insert(adminDevices).values({ userId, tokenHash });
  const kept = db
    .select({ id: adminDevices.id })
    .from(adminDevices)
    .where(eq(adminDevices.userId, userId))
    .orderBy(desc(adminDevices.lastUsedAt), desc(adminDevices.id))
    .limit(DEVICES_PER_ADMIN);
  await db
    .delete(adminDevices)
    .where(and(eq(adminDevices.userId, userId), notInArray(adminDevices.id, kept)));
}

export async function touchDevice(db: Db, tokenHash: string): Promise<void> {
  await db.update(adminDevices).set({ lastUsedAt: new Date() }).where(eq(adminDevices.tokenHash, tokenHash));
}
