import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/**
 * Fired on window when this tab logs in or out. `storage` events only reach *other* tabs,
 * so the tab that changed the token announces it itself.
 */
export const AUTH_STATUS_EVENT = 'vitrine:auth-status-change';

export function readAdminToken(): string | null {
  return readStorage(STORAGE_KEYS.adminToken);
}

export function signalAuthStatusChange(): void {
  window.dispatchEvent(new Event(AUTH_STATUS_EVENT));
}

export function saveAdminToken(token: string): boolean {
  const saved = writeStorage(STORAGE_KEYS.adminToken, token);
  if (saved) signalAuthStatusChange();
  return saved;
}

export function clearAdminToken(): void {
  removeStorage(STORAGE_KEYS.adminToken);
  signalAuthStatusChange();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab cleared all storage.
    if (event.key === null || event.key === STORAGE_KEYS.adminToken) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(AUTH_STATUS_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(AUTH_STATUS_EVENT, onChange);
  };
}

/** The stored admin token, re-read whenever storage changes or a status change is signalled. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, readAdminToken, () => null);
}
