import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { clearedPopupFlag, isPopupOffered, popupDelayMs } from './popup-rules';

describe('newsletter popup rules', () => {
  it('is offered when enabled and neither flag is stored', () => {
    expect(isPopupOffered({ enabled: 'true' })).toBe(true);
    expect(isPopupOffered({ enabled: 'false' })).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.popupDismissed, 'true');
    expect(isPopupOffered({ enabled: 'true' })).toBe(false);
    window.localStorage.clear();
    window.localStorage.setItem(STORAGE_KEYS.newsletterSubscribed, 'true');
    expect(isPopupOffered({ enabled: 'true' })).toBe(false);
  });

  it('waits delaySeconds, held within 1 to 300 s', () => {
    expect(popupDelayMs({ delaySeconds: 10 })).toBe(10_000);
    expect(popupDelayMs({ delaySeconds: 0 })).toBe(1_000);
    expect(popupDelayMs({ delaySeconds: 900 })).toBe(300_000);
    expect(popupDelayMs({ delaySeconds: Number.NaN })).toBe(10_000);
  });

  it("notices another tab's Test Popup removing a flag", () => {
    const removed = (key: string | null, newValue: string | null = null) =>
      clearedPopupFlag(new StorageEvent('storage', { key, newValue }));
    expect(removed(STORAGE_KEYS.popupDismissed)).toBe(true);
    expect(removed(STORAGE_KEYS.newsletterSubscribed)).toBe(true);
    expect(removed(null)).toBe(true);
    expect(removed(STORAGE_KEYS.popupDismissed, 'true')).toBe(false);
    expect(removed(STORAGE_KEYS.adminToken)).toBe(false);
  });
});
