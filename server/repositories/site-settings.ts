import { eq } from 'drizzle-orm';
import type { SiteSettingKey } from '../../contract/site-settings';
import type { Db } from '../db/index';
import { siteSettings } from '../db/schema';

export async function getSiteSetting(db: Db, key: SiteSettingKey): Promise<string | null> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value ?? null;
}

/** Saves a value; null removes the setting (§3). */
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
