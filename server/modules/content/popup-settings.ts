import { POPUP_DEFAULTS, type PopupSettings } from '../../../contract/popup-settings';
import type { Db } from '../../core/db/index';
import { fromBooleanText, toBooleanText } from '../../core/db/mapping';
import { popupSettings } from '../../db/schema';

const SINGLETON_ID = 1;

/** The saved settings, or the defaults until the admin saves. */
export async function getPopupSettings(db: Db): Promise<PopupSettings> {
  const [row] = await db.select().from(popupSettings);
  if (!row) return POPUP_DEFAULTS;
  return {
    enabled: toBooleanText(row.enabled),
    delaySeconds: row.delaySeconds,
    title: row.title,
    content: row.content,
    buttonText: row.buttonText,
  };
}

export async function savePopupSettings(db: Db, settings: PopupSettings): Promise<PopupSettings> {
  const values = { ...settings, enabled: fromBooleanText(settings.enabled) };
  await db
    .insert(popupSettings)
    .values({ id: SINGLETON_ID, ...values })
    .onConflictDoUpdate({ target: popupSettings.id, set: { ...values, updatedAt: new Date() } });
  return settings;
}
