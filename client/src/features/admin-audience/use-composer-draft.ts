import { type Dispatch, useCallback, useMemo, useRef } from 'react';
import { type UnsavedDraft, useUnsavedDraft } from '@/lib/unsaved/use-unsaved-draft';
import {
  type ComposerAction,
  type ComposerState,
  draftInputOf,
  isBlank,
  type KeptComposer,
  KeptComposerSchema,
} from './composer-state';

/** The composer's key among the unsaved drafts of the admin. */
export const COMPOSER_DRAFT_KEY = 'newsletter';

const acceptsKept = (values: unknown): values is KeptComposer => KeptComposerSchema.safeParse(values).success;

/**
 * The composer's part in useUnsavedDraft: what the server has not saved yet (typed since the
 * last autosave, or while it failed) is kept in this browser, and restored after a reload.
 * Discard shows the draft as the server last saved it, or an empty composer for a new one.
 */
export function useComposerDraft(
  state: ComposerState,
  dispatch: Dispatch<ComposerAction>,
  reopen: (draftId: number) => void,
): UnsavedDraft {
  const { draftId, subject, htmlContent, textContent, mode, doc } = state;
  const values = useMemo(
    () => ({ ...draftInputOf({ subject, htmlContent, textContent, mode, doc }), draftId }),
    [draftId, subject, htmlContent, textContent, mode, doc],
  );
  const restore = useCallback((kept: KeptComposer) => dispatch({ type: 'restore', kept }), [dispatch]);
  const shownDraft = useRef(draftId);
  shownDraft.current = draftId;
  const reset = useCallback(() => {
    if (shownDraft.current === null) dispatch({ type: 'clear' });
    else reopen(shownDraft.current);
  }, [dispatch, reopen]);
  return useUnsavedDraft({
    key: COMPOSER_DRAFT_KEY,
    values,
    dirty: state.dirty && !isBlank(state),
    restore,
    reset,
    accepts: acceptsKept,
  });
}
