import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { appMeta } from '../../db/schema';
import { staffPasskeys, staffTotp } from './schema';

/*
 * The Owner's rule that every account signs in with an authenticator app or a passkey. Kept in
 * app_meta (one row, read by every instance). While it is on, a person with neither reaches only
 * the routes that set one up (`config.setup`); the auth hook asks `mustSetUp` on every other
 * admin request, one indexed query.
 */

const POLICY_KEY = 'staff-require-second-factor';

export async function readRequireSecondFactor(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, POLICY_KEY));
  return row?.value === 'true';
}

export async function writeRequireSecondFactor(db: Db, required: boolean): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: POLICY_KEY, value: String(required) })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: String(required) } });
}

const NO_FACTOR = (
  userId: number,
) => sql`not exists (select 1 from ${staffTotp} where ${staffTotp.userId} = ${userId} and ${staffTotp.secret} is not null)
      and not exists (select 1 from ${staffPasskeys} where ${staffPasskeys.userId} = ${userId})`;

/** Whether the rule is on and this person has neither an authenticator app nor a passkey. */
export async function mustSetUp(db: Db, userId: number): Promise<boolean> {
  const result = await db.execute<{ pending: boolean }>(sql`
    select exists (select 1 from ${appMeta} where ${appMeta.key} = ${POLICY_KEY} and ${appMeta.value} = 'true')
      and ${NO_FACTOR(userId)} as pending`);
  return result.rows[0]?.pending === true;
}

/** Whether this person has neither an authenticator app nor a passkey. */
export async function hasNoFactor(db: Db, userId: number): Promise<boolean> {
  const result = await db.execute<{ none: boolean }>(sql`select ${NO_FACTOR(userId)} as none`);
  return result.rows[0]?.none === true;
}
