import type { FailureToast } from '@/lib/mutation-failure';

/** The toast texts of the collection manager, exact: the owner's words are fixed. */
export const COLLECTION_TOASTS = {
  loadFailed: { title: 'Error', description: 'Failed to fetch sculptures' },
  created: { title: 'Sculpture created' },
  updated: { title: 'Sculpture updated' },
  saveFailed: {
    title: 'Error',
    description: 'Failed to save sculpture',
    detail: 'reason',
  } satisfies FailureToast,
  deleted: { title: 'Sculpture deleted' },
  deleteFailed: { title: 'Error', description: 'Failed to delete sculpture' },
  hidden: { title: 'Sculpture hidden' },
  hideFailed: { title: 'Update failed', description: 'Failed to update sculpture' },
  lockFailed: { title: 'Update failed', description: 'Failed to update sculpture' },
  reordered: { title: 'Order updated' },
  reorderFailed: { title: 'Reorder failed', description: 'Failed to reorder sculptures' },
} as const;

export const lockedNotice = (title: string, locked: boolean) =>
  locked
    ? `${title} is now locked: the public collection shows it as Dropping Soon.`
    : `${title} is now unlocked and visible in the public collection.`;

/** The delete dialog's second question, once the server said what keeps the piece (its 409). */
export const KEPT_PIECE_COPY = {
  title: 'Hide it instead?',
  hiddenTitle: 'This sculpture stays',
  explain:
    'Its sales, certificates and reservations are records collectors rely on, so it cannot be deleted. Hiding takes it off every public page and keeps them; "Shown on the public site" in its editor brings it back.',
  alreadyHidden: 'It is already hidden from every public page, and its records stay in the dashboard.',
  hide: 'Hide sculpture',
  hiding: 'Hiding...',
  close: 'Close',
} as const;

export const hiddenNotice = (title: string) =>
  `${title} is now hidden: no public page shows it, and its records stay.`;
