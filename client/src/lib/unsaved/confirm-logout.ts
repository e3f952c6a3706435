import { confirmLeaving, letGoOfUnsavedChanges } from './leave-guard';
import { keptDraftCount } from './use-unsaved-draft';

/** Asked before a logout that would delete edits kept in this browser. */
export const LOGOUT_QUESTION = (count: number) =>
  count === 1
    ? 'Logging out deletes the unsaved edits kept in this browser (1 form), so nobody else using it can read them. Log out anyway?'
    : `Logging out deletes the unsaved edits kept in this browser (${count} forms), so nobody else using it can read them. Log out anyway?`;

/**
 * Whether a logout may go ahead: asked once, before the session ends (a 'no' keeps the admin
 * signed in), when edits would be lost: kept in storage, or typed and not yet kept.
 */
export function confirmLogout(): boolean {
  const kept = keptDraftCount();
  if (kept === 0) return confirmLeaving();
  if (!window.confirm(LOGOUT_QUESTION(kept))) return false;
  // The open forms' own question is answered too: the navigation after logout does not ask again.
  letGoOfUnsavedChanges();
  return true;
}
