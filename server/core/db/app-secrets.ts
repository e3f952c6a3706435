import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './index';
import { appMeta } from './schema';

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

const cached = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * The secret, read once per database handle and key; it never leaves the process or reaches a
 * log. A failed read is not kept: the next call tries again.
 */
export function cachedAppSecret(db: Db, key: string): Promise<Buffer> {
  let secrets = cached.get(db);
  if (!secrets) {
    secrets = new Map();
    cached.set(db, secrets);
  }
  let secret = secrets.get(key);
  if (!secret) {
    secret = ensureAppSecret(db, key);
    const kept = secrets;
    secret.catch(() => kept.delete(key));
    secrets.set(key, secret);
  }
  return secret;
}
