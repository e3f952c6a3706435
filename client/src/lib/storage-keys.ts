/** The only three browser storage entries the site keeps, named once. */
export const STORAGE_KEYS = {
  adminToken: 'adminToken',
  newsletterSubscribed: 'newsletterSubscribed',
  popupDismissed: 'newsletterPopupDismissed',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (Safari private mode, disabled cookies, quota); the site must keep working.

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored, so callers can tell the user (login). */
export function writeStorage(key: StorageKey, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored that we could remove.
  }
}
