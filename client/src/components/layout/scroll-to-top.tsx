import { SCROLL_TO_TOP_DELAY_MS } from '@contract/limits';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { noteNavigation, rememberedScroll, rememberScroll, restoreScroll } from '@/lib/navigation-memory';

/**
 * Every route change scrolls to the top after 50 ms (after the new page has laid out), for a
 * new navigation; a control such as a filter, which replaces its entry on the same page, keeps
 * the visitor's place. Going back or forward (a history pop) returns to where the visitor was on
 * that page instead, as a browser does between documents: a collector back from a piece is where
 * they left the collection, not at its top. The first page is not a route change: it is
 * server-rendered and may have been scrolled before the script hydrated it, so it stays where the
 * visitor put it (and a reload is the browser's own to restore).
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location);

  // Where the visitor is on the entry on screen, kept for when they come back to it. Between the
  // app's own pages the app restores (the browser's restoring would scroll the page being left,
  // before the next one is drawn); leaving the document, the browser does again, so a reload
  // still lands where the visitor was.
  useEffect(() => {
    const onScroll = () => rememberScroll(shown.current.key, window.scrollY);
    const byApp = () => {
      window.history.scrollRestoration = 'manual';
    };
    const byBrowser = () => {
      window.history.scrollRestoration = 'auto';
    };
    byApp();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', byBrowser);
    window.addEventListener('pageshow', byApp);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', byBrowser);
      window.removeEventListener('pageshow', byApp);
      byBrowser();
    };
  }, []);

  // Before paint: a page restored to its place is never drawn at the top first.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous.key === location.key) return;
    shown.current = location;
    noteNavigation(previous, location, navigationType);
    const saved = navigationType === 'POP' ? rememberedScroll(location.key) : undefined;
    if (saved !== undefined) return restoreScroll(saved);
    // A control that keeps its state in the URL (a filter, a size) replaces its entry and stays
    // where the visitor is; any other way onto the same page is a new visit, at its top.
    if (navigationType === 'REPLACE' && previous.pathname === location.pathname) return;
    const timer = setTimeout(() => window.scrollTo({ top: 0, left: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, navigationType]);
  return null;
}
