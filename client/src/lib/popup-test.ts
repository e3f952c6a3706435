import { removeStorage, STORAGE_KEYS } from './storage-keys';

/**
 * Test Popup clears both flags so the popup shows immediately on gallery pages.
 *
 * Exactly: the admin's 'Test Popup' calls `requestPopupTest()`. Both storage flags go, and a
 * test is pending in this tab until a gallery page (Collection, About, Contact) takes it: that
 * page shows the popup at once, with the latest popup settings, skipping the delay. The
 * enabled switch still applies: a test shows what visitors would see. Another open tab
 * notices the flags going (a `storage` event) and, if it is on a gallery page, shows the popup
 * at once too. A page loaded later, in a new tab, finds no flags and shows the popup after the
 * usual delay: a pending test lives in memory only, because the site keeps just the
 * three storage entries.
 */
export const POPUP_TEST_EVENT = 'vitrine:popup-test';

let pending = false;

export function requestPopupTest(): void {
  removeStorage(STORAGE_KEYS.newsletterSubscribed);
  removeStorage(STORAGE_KEYS.popupDismissed);
  pending = true;
  window.dispatchEvent(new Event(POPUP_TEST_EVENT));
}

/** Answers whether a test is pending, and ends it: only one page shows the popup for a test. */
export function takePopupTestRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}
