import { POPUP_DEFAULTS } from '@contract/popup-settings';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataCache } from '@/lib/data-cache';
import { requestPopupTest } from '@/lib/popup-test';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { DataCacheContext } from '@/lib/use-data';
import { popupSettingsQuery } from './api';
import { useNewsletterPopup } from './use-newsletter-popup';

afterEach(() => vi.useRealTimers());

function Probe() {
  const { open, dismiss } = useNewsletterPopup();
  return open ? (
    <button type="button" onClick={dismiss}>
      popup
    </button>
  ) : null;
}

function renderOnGalleryPage(enabled: 'true' | 'false', delaySeconds = 10) {
  const dataCache = createDataCache();
  dataCache.set(popupSettingsQuery().key, {
    ...POPUP_DEFAULTS,
    enabled,
    delaySeconds,
  });
  // A test request refetches the settings: answer with the same ones.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => Response.json({ ...POPUP_DEFAULTS, enabled, delaySeconds })),
  );
  return render(
    <DataCacheContext value={dataCache}>
      <Probe />
    </DataCacheContext>,
  );
}

describe('useNewsletterPopup', () => {
  it('opens once delaySeconds have passed, and a dismissal is remembered', () => {
    vi.useFakeTimers();
    renderOnGalleryPage('true', 3);
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.queryByRole('button', { name: 'popup' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    act(() => screen.getByRole('button', { name: 'popup' }).click());
    expect(screen.queryByRole('button', { name: 'popup' })).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.popupDismissed)).toBe('true');
  });

  it('stays closed when disabled or when a flag is stored', () => {
    vi.useFakeTimers();
    const { unmount } = renderOnGalleryPage('false', 1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('button', { name: 'popup' })).toBeNull();
    unmount();

    window.localStorage.setItem(STORAGE_KEYS.newsletterSubscribed, 'true');
    renderOnGalleryPage('true', 1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('button', { name: 'popup' })).toBeNull();
  });

  it('Test Popup clears both flags and shows it at once, without the delay', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(STORAGE_KEYS.popupDismissed, 'true');
    window.localStorage.setItem(STORAGE_KEYS.newsletterSubscribed, 'true');
    requestPopupTest();
    expect(window.localStorage.getItem(STORAGE_KEYS.popupDismissed)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.newsletterSubscribed)).toBeNull();

    renderOnGalleryPage('true', 300);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('button', { name: 'popup' })).toBeTruthy();
  });
});
