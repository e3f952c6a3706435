import { useEffect, useRef } from 'react';
import { hasKeptDraft } from '@/lib/unsaved/use-unsaved-draft';
import { COMPOSER_DRAFT_KEY } from './use-composer-draft';

/** The draft the composer shows, remembered in this browser; the server holds its text. */
const OPEN_DRAFT = 'vitrine:composer:open-draft';

function remembered(): number | null {
  try {
    const id = Number(window.localStorage.getItem(OPEN_DRAFT));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function remember(id: number | null): void {
  try {
    if (id === null) window.localStorage.removeItem(OPEN_DRAFT);
    else window.localStorage.setItem(OPEN_DRAFT, String(id));
  } catch {
    // Storage refused: after a reload the draft is still in the list, one click away.
  }
}

/**
 * The composer opens again on the draft it showed: after a reload (or coming back to the tab)
 * the draft is where the owner left it, not only in the list below, and its Send or Schedule
 * acts on it rather than on an empty composer. Edits the server had not saved yet are restored
 * by useComposerDraft instead (they carry their draft's id); a draft sent, scheduled or deleted
 * meanwhile is not reopened (`reopenDraft` opens drafts only).
 */
export function useOpenDraftMemory(
  draftId: number | null,
  /** Opens the draft when it still is one and the composer is untouched; says whether it did. */
  reopenDraft: (id: number) => Promise<boolean>,
): void {
  const settled = useRef(false);
  const shownId = useRef(draftId);
  shownId.current = draftId;
  const reopenRef = useRef(reopenDraft);
  reopenRef.current = reopenDraft;

  useEffect(() => {
    const id = remembered();
    if (id === null || hasKeptDraft(COMPOSER_DRAFT_KEY)) {
      settled.current = true;
      return;
    }
    reopenRef.current(id).then((opened) => {
      settled.current = true;
      if (!opened) remember(shownId.current);
    });
  }, []);

  useEffect(() => {
    // Until the remembered draft is back, the empty composer of the first render is not the
    // owner's choice and must not erase the memory.
    if (draftId !== null || settled.current) remember(draftId);
  }, [draftId]);
}
