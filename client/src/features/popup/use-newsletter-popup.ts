import { useCallback, useEffect, useState } from 'react';
import { POPUP_TEST_EVENT, takePopupTestRequest } from '@/lib/popup-test';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage-keys';
import { useDataCache } from '@/lib/use-data';
import { popupSettingsQuery, usePopupSettings } from './api';
import { clearedPopupFlag, isPopupOffered, popupDelayMs } from './popup-rules';

/**
 * When the newsletter popup opens, for a component mounted while a gallery page shows: once,
 * delaySeconds after the visitor arrives, unless a storage flag says they subscribed or declined.
 * A 'Test Popup' skips the delay (see lib/popup-test.ts). The flags are read when the timer
 * fires, so subscribing in the footer meanwhile stops it.
 */
export function useNewsletterPopup() {
  const cache = useDataCache();
  const { data: settings, error } = usePopupSettings();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const [skipDelay, setSkipDelay] = useState(false);

  // A failed read only means no popup; it is logged for whoever looks.
  useEffect(() => {
    if (error) console.error('Failed to fetch popup settings', error);
  }, [error]);

  const startTest = useCallback(() => {
    setShown(false);
    setSkipDelay(true);
    // The admin may just have changed the settings: show the saved ones.
    void cache.invalidate(popupSettingsQuery().key);
  }, [cache]);

  useEffect(() => {
    const onTest = () => {
      if (takePopupTestRequest()) startTest();
    };
    onTest();
    const onStorage = (event: StorageEvent) => {
      if (clearedPopupFlag(event)) startTest();
    };
    window.addEventListener(POPUP_TEST_EVENT, onTest);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(POPUP_TEST_EVENT, onTest);
      window.removeEventListener('storage', onStorage);
    };
  }, [startTest]);

  useEffect(() => {
    if (shown || !settings) return;
    const timer = window.setTimeout(
      () => {
        if (!isPopupOffered(settings)) return;
        setShown(true);
        setSkipDelay(false);
        setOpen(true);
      },
      skipDelay ? 0 : popupDelayMs(settings),
    );
    return () => window.clearTimeout(timer);
  }, [shown, settings, skipDelay]);

  /** 'Maybe Later', the close button, Escape or a click outside: do not ask again. */
  const dismiss = useCallback(() => {
    writeStorage(STORAGE_KEYS.popupDismissed, 'true');
    setOpen(false);
  }, []);

  /** The subscription itself stored the subscribed flag. */
  const close = useCallback(() => setOpen(false), []);

  return { open, settings, dismiss, close };
}
