import {
  POPUP_DELAY_DEFAULT_SECONDS,
  POPUP_DELAY_MAX_SECONDS,
  POPUP_DELAY_MIN_SECONDS,
} from '@contract/limits';
import type { PopupSettings } from '@contract/popup-settings';
import { readStorage, STORAGE_KEYS } from '@/lib/storage-keys';

/** The popup is offered when enabled is 'true' and neither storage flag is set. */
export function isPopupOffered(settings: Pick<PopupSettings, 'enabled'>): boolean {
  return (
    settings.enabled === 'true' &&
    readStorage(STORAGE_KEYS.newsletterSubscribed) === null &&
    readStorage(STORAGE_KEYS.popupDismissed) === null
  );
}

/** The wait before the popup shows, in ms: delaySeconds within 1 to 300 s, default 10 s. */
export function popupDelayMs(settings: Pick<PopupSettings, 'delaySeconds'>): number {
  const seconds = Number(settings.delaySeconds);
  if (!Number.isFinite(seconds)) return POPUP_DELAY_DEFAULT_SECONDS * 1000;
  return Math.min(Math.max(seconds, POPUP_DELAY_MIN_SECONDS), POPUP_DELAY_MAX_SECONDS) * 1000;
}

/** Whether a storage event removed one of the popup's flags (another tab's 'Test Popup'). */
export function clearedPopupFlag(event: StorageEvent): boolean {
  const flags: (string | null)[] = [STORAGE_KEYS.newsletterSubscribed, STORAGE_KEYS.popupDismissed];
  return event.key === null || (flags.includes(event.key) && event.newValue === null);
}
