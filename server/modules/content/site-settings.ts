import { eq, inArray } from 'drizzle-orm';
import type { SiteSettingKey } from '../../../contract/site-settings';
import type { Db } from '../../core/db/index';
import { siteSettings } from '../../db/schema';

export async function getSiteSetting(db: Db, key: SiteSettingKey): Promise<string | null> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value ?? null;
}

/** Several settings in one query; an unset key maps to null. */
export async function getSiteSettings<Key extends SiteSettingKey>(
  db: Db,
  keys: readonly Key[],
): Promise<Record<Key, string | null>> {
  const values = Object.fromEntries(keys.map((key) => [key, null])) as Record<Key, string | null>;
  if (keys.length === 0) return values;
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  for (const row of rows) values[row.key as Key] = row.value;
  return values;
}

/** Saves a value; null removes the setting. */
export async function saveSiteSetting(
  db: Db,
  key: SiteSettingKey,
  value: string | null,
): Promise<string | null> {
  if (value === null) {
    await db.delete(siteSettings).where(eq(siteSettings.key, key));
    return null;
  }
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
  return value;
}

/**
 * Saves a value as saveSiteSetting does and answers the value it replaced, read under a row
 * lock: of two saves at once, each learns what it really replaced, so the file one of them
 * drops is never the file the other has just saved.
 */
export async function swapSiteSetting(
  db: Db,
  key: SiteSettingKey,
  value: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, key))
      .for('update');
    await saveSiteSetting(tx, key, value);
    return row?.value ?? null;
  });
}
