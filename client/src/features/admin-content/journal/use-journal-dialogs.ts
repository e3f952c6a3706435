import type { JournalPost } from '@contract/journal';
import { useState } from 'react';

/** Which dialog is open: the editor (for a post, or null for a new one) or the delete confirmation. */
export type JournalDialogState =
  | { kind: 'closed' }
  | { kind: 'edit'; post: JournalPost | null }
  | { kind: 'delete'; post: JournalPost };

export type JournalDialogs = ReturnType<typeof useJournalDialogs>;

/** One dialog at a time: opening the editor or the confirmation replaces whatever was open. */
export function useJournalDialogs() {
  const [state, setState] = useState<JournalDialogState>({ kind: 'closed' });
  return {
    state,
    create: () => setState({ kind: 'edit', post: null }),
    edit: (post: JournalPost) => setState({ kind: 'edit', post }),
    confirmDelete: (post: JournalPost) => setState({ kind: 'delete', post }),
    close: () => setState({ kind: 'closed' }),
  };
}
