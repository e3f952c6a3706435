import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { appMeta } from '../db/schema';

/**
 * A server secret kept in app_meta: created by whichever instance asks first (the primary key
 * settles a race), then read by all of them, so every instance signs and checks alike.
 */
export async function ensureAppSecret(db: Db, key: string): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  if (!row) throw new Error(`app secret ${key} could not be stored`);
  return Buffer.from(row.value, 'base64url');
}
