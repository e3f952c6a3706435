import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@contract/limits';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

/**
 * A tiny module-level store (the shadcn pattern): `toast()` can be called from mutation
 * callbacks and plain functions, not only from components.
 */
let toasts: ToastEntry[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Dismissed toasts stay mounted for a very long delay (TOAST_REMOVE_DELAY_MS) so Radix can finish its exit. */
function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  for (const entry of toasts) if (id === undefined || entry.id === id) scheduleRemoval(entry.id);
  publish(toasts.map((entry) => (id === undefined || entry.id === id ? { ...entry, open: false } : entry)));
}

/** Shows a toast; only TOAST_LIMIT (one) is visible, a new one replaces the old. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
