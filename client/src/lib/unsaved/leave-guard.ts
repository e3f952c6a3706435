/**
 * Which forms have edits not saved yet, for the ways of leaving the admin that are not a page
 * unload: its links to the public site and logout. Kept as module state because those
 * controls sit far from the forms (the dashboard header) and only need a yes or no.
 */
const dirtyForms = new Set<string>();

export const LEAVE_QUESTION =
  'You have unsaved changes. They stay in this browser until you save or discard them. Leave anyway?';

export function markDirty(key: string): () => void {
  dirtyForms.add(key);
  return () => dirtyForms.delete(key);
}

/** Whether this form (by its draft key) has unsaved edits now. */
export function isDirty(key: string): boolean {
  return dirtyForms.has(key);
}

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Asks before leaving while a form has unsaved edits; true when leaving may go ahead. */
export function confirmLeaving(): boolean {
  return !hasUnsavedChanges() || window.confirm(LEAVE_QUESTION);
}
