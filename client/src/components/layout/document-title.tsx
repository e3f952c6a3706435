import { useEffect } from 'react';

const ANNOUNCER_ID = 'page-title-announcer';

/**
 * Sets the document title a page's server render has, after a client navigation too, and reads it
 * out politely. `undefined` while the page's data is loading: the title changes once it is known.
 * The first page needs no announcement (the browser reads the served title, which is the same).
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined || document.title === title) return;
    document.title = title;
    const announcer = document.getElementById(ANNOUNCER_ID);
    if (announcer) announcer.textContent = title;
  }, [title]);
}

/** The polite live region the title changes are read from; one, in the root layout. */
export function PageTitleAnnouncer() {
  return <div id={ANNOUNCER_ID} role="status" aria-live="polite" aria-atomic="true" className="sr-only" />;
}
