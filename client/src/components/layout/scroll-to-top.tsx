import { SCROLL_TO_TOP_DELAY_MS } from '@contract/limits';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * §2: every route change scrolls to the top after 50 ms (after the new page has laid out).
 * The first page is not a route change: it is server-rendered and may have been scrolled
 * before the script hydrated it, so it stays where the visitor put it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    const timer = setTimeout(() => window.scrollTo({ top: 0, left: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
