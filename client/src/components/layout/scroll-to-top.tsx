import { SCROLL_TO_TOP_DELAY_MS } from '@contract/limits';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** §2: every route change scrolls to the top after 50 ms (after the new page has laid out). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0, left: 0 }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
