import type { MouseEvent } from 'react';

/**
 * For a link to a page that the script shows as a dialog instead (the waitlist, a reservation):
 * a plain click opens it in place; a click asking for a new tab or window gets the page, as any
 * link does.
 */
export function openInPlace(event: MouseEvent, open: () => void): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
}
