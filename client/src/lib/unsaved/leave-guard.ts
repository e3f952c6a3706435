/**
 * Which forms have edits not saved yet, for every way of leaving a form that is not a page
 * unload: the router's navigations (links, the browser's Back), the dashboard's tabs and logout.
 * Kept as module state because those controls sit far from the forms and only need a yes or no.
 */
const dirtyForms = new Set<string>();

export const LEAVE_QUESTION =
  'You have unsaved changes. They stay in this browser until you save or discard them. Leave anyway?';

/** Marks a form as having unsaved edits until the returned function is called. */
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

/**
 * Asks before leaving while a form has unsaved edits; true when leaving may go ahead. Once the
 * admin agrees, those edits are let go (they stay in the browser's storage), so the navigation
 * that follows a confirmed logout does not ask a second time.
 */
export function confirmLeaving(): boolean {
  if (!hasUnsavedChanges()) return true;
  if (!window.confirm(LEAVE_QUESTION)) return false;
  letGoOfUnsavedChanges();
  return true;
}

/** The admin agreed to leave the open forms' edits (a logout asked its own question). */
export function letGoOfUnsavedChanges(): void {
  dirtyForms.clear();
}
