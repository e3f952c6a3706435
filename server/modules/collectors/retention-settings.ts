import { eq } from 'drizzle-orm';
import type { RetentionSettings } from '../../../contract/retention';
import type { Db } from '../../core/db/index';
import { siteSettings } from '../../db/schema';

/**
 * Kept as a row of site_settings under a key the public settings call does not accept
 * (SITE_SETTING_KEYS), so no visitor can read it; absent: off.
 */
const KEY = 'data-retention-months';

/** Read on every pass, so every instance follows the owner's change at once. */
export async function getRetentionSettings(db: Db): Promise<RetentionSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY));
  const months = row ? Number.parseInt(row.value, 10) : Number.NaN;
  return { months: Number.isInteger(months) && months > 0 ? months : null };
}

export async function saveRetentionSettings(db: Db, settings: RetentionSettings): Promise<RetentionSettings> {
  if (settings.months === null) {
    await db.delete(siteSettings).where(eq(siteSettings.key, KEY));
    return settings;
  }
  const value = String(settings.months);
  await db
    .insert(siteSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
  return settings;
}
