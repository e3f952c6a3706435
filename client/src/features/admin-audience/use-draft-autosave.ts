import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { CAMPAIGNS, saveDraft } from './api';
import { type ComposerState, draftInputOf, isBlank } from './composer-state';

/** Quiet this long after the last keystroke, the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1200;

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed' }
  /** The draft was sent, scheduled or deleted elsewhere: nothing is written over it. */
  | { kind: 'gone' };

/**
 * Keeps what is typed on the server: a draft is made at the first change and saved over after
 * each pause in typing, one save at a time (a change made during a save is saved after it).
 * A failed save is tried again at the next change, and the status says so meanwhile. Edits
 * restored from the browser wait for the admin's next change (see ComposerState.held).
 */
export function useDraftAutosave(
  state: ComposerState,
  onSaved: (saved: { draftId: number; revision: number; epoch: number }) => void,
): AutosaveStatus {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const saving = useRef(false);
  const latest = useRef(state);
  latest.current = state;
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  useEffect(() => {
    if (!state.dirty || state.held || isBlank(state) || saving.current) return;
    const timer = setTimeout(async () => {
      saving.current = true;
      setStatus({ kind: 'saving' });
      const snapshot = latest.current;
      try {
        const saved = await saveDraft(snapshot.draftId, draftInputOf(snapshot));
        setStatus({ kind: 'saved', at: new Date() });
        // A new draft joins the list at once.
        if (snapshot.draftId === null) void queryClient.invalidateQueries({ queryKey: [CAMPAIGNS] });
        // Typed on during the save: it stays dirty, so the effect saves again (the draft now exists).
        onSavedRef.current({ draftId: saved.id, revision: snapshot.revision, epoch: snapshot.epoch });
      } catch (error) {
        setStatus(error instanceof ApiError && error.status === 409 ? { kind: 'gone' } : { kind: 'failed' });
      } finally {
        saving.current = false;
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, queryClient]);

  return status;
}
