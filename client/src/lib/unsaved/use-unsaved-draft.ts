import { useCallback, useEffect, useRef, useState } from 'react';
import { markDirty } from './leave-guard';

/**
 * Admin edits not yet saved, kept in this browser under one key per form and record, so a
 * reload or a closed tab loses nothing. The key is the only place they are named.
 */
const PREFIX = 'vitrine:unsaved:';

function read(key: string): unknown {
  try {
    const text = window.localStorage.getItem(PREFIX + key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined; // storage refused or an unreadable copy: nothing to restore
  }
}

function write(key: string, values: unknown): void {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still works, only the safety copy is missing.
  }
}

/** Whether edits of this form are kept from an earlier visit (they will be restored). */
export function hasKeptDraft(key: string): boolean {
  return read(key) !== undefined;
}

/** The keys of every form's edits kept in this browser. */
function keptKeys(): string[] {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    return keys;
  } catch {
    return []; // storage refused: nothing kept
  }
}

/** How many forms have edits kept in this browser. */
export function keptDraftCount(): number {
  return keptKeys().length;
}

/** Forgets every form's kept edits: on logout, so a shared computer keeps nothing of the admin's. */
export function forgetAllUnsavedDrafts(): void {
  for (const key of keptKeys()) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing kept that could be removed.
    }
  }
}

/** Drops a form's kept edits from outside it (a dialog that closes on a successful save). */
export function forgetUnsavedDraft(key: string): void {
  try {
    window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing kept that could be removed.
  }
}

export interface UnsavedDraftOptions<T> {
  /** The form and its record: 'sculpture:new', 'sculpture:12', 'about', 'setting:artist'. */
  key: string;
  /** The values as typed now. */
  values: T;
  /** Whether they differ from what is saved. */
  dirty: boolean;
  /** Puts kept values back into the form, as edits of the saved ones. */
  restore: (values: T) => void;
  /** Puts the saved values back. */
  reset: () => void;
  /** Whether kept values still fit the form (an older shape is dropped, not restored). */
  accepts: (values: unknown) => values is T;
}

export interface UnsavedDraft {
  /** Edits were restored from an earlier visit and are not saved or discarded yet. */
  restored: boolean;
  /** Drops the kept copy and the edits: the saved values show again. */
  discard: () => void;
  /** Drops the kept copy once the edits are saved. */
  clear: () => void;
}

/**
 * The one mechanism every admin form uses so that nothing typed is lost: edits are copied to
 * the browser's storage as they are made, put back when the form opens again, and forgotten
 * once saved or discarded. While there are edits, closing or reloading the tab asks first
 * (beforeunload), and so does every other way out (leave-guard).
 */
export function useUnsavedDraft<T>({
  key,
  values,
  dirty,
  restore,
  reset,
  accepts,
}: UnsavedDraftOptions<T>): UnsavedDraft {
  const [restored, setRestored] = useState(false);
  const wasDirty = useRef(false);
  const latest = useRef({ restore, accepts });
  latest.current = { restore, accepts };

  useEffect(() => {
    const kept = read(key);
    if (kept === undefined) return;
    if (!latest.current.accepts(kept)) {
      forgetUnsavedDraft(key);
      return;
    }
    latest.current.restore(kept);
    setRestored(true);
  }, [key]);

  useEffect(() => {
    if (dirty) write(key, values);
    // Edits undone by hand, or saved (the form resets to what was saved): nothing to keep.
    else if (wasDirty.current) {
      forgetUnsavedDraft(key);
      setRestored(false);
    }
    wasDirty.current = dirty;
  }, [key, values, dirty]);

  const unmark = useRef<() => void>(() => {});
  useEffect(() => {
    if (!dirty) return;
    const unmarkThis = markDirty(key);
    unmark.current = unmarkThis;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => {
      unmarkThis();
      window.removeEventListener('beforeunload', ask);
    };
  }, [key, dirty]);

  const clear = useCallback(() => {
    forgetUnsavedDraft(key);
    // Saved or discarded: the form may close at once (a navigation), before it renders as clean.
    unmark.current();
    wasDirty.current = false;
    setRestored(false);
  }, [key]);

  const discard = useCallback(() => {
    clear();
    reset();
  }, [clear, reset]);

  return { restored, discard, clear };
}
