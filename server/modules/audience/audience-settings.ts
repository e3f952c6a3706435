import type { AudienceSettings } from '../../../contract/audience';
import type { Db } from '../../core/db/index';
import { audienceSettings } from '../../db/schema';

const SINGLETON_ID = 1;

/** Read on every subscription, so every instance follows a change at once. */
export async function getAudienceSettings(db: Db): Promise<AudienceSettings> {
  const [row] = await db.select({ doubleOptIn: audienceSettings.doubleOptIn }).from(audienceSettings);
  return { doubleOptIn: row?.doubleOptIn ?? false };
}

export async function saveAudienceSettings(db: Db, settings: AudienceSettings): Promise<AudienceSettings> {
  await db
    .insert(audienceSettings)
    .values({ id: SINGLETON_ID, ...settings })
    .onConflictDoUpdate({ target: audienceSettings.id, set: { ...settings, updatedAt: new Date() } });
  return settings;
}
