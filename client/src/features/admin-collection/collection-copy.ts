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
  lockFailed: { title: 'Update failed', description: 'Failed to update sculpture' },
  reordered: { title: 'Order updated' },
  reorderFailed: { title: 'Reorder failed', description: 'Failed to reorder sculptures' },
} as const;

export const lockedNotice = (title: string, locked: boolean) =>
  locked
    ? `${title} is now locked: the public collection shows it as Dropping Soon.`
    : `${title} is now unlocked and visible in the public collection.`;
