import { createContext, type ReactNode, use, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';
import { guardHistory } from './guarded-history';

const NavigationPendingContext = createContext(false);

/** True while a navigation waits for its page (a lazy page's module still loading). */
export function useNavigationPending(): boolean {
  return use(NavigationPendingContext);
}

interface Props {
  /**
   * Called as each navigation starts, before the new location renders: starts loading the
   * page's module (and tries again one that failed to load before).
   */
  onNavigate: (pathname: string) => void;
  /** Asked before every navigation, the browser's Back and Forward included; false stays put. */
  mayLeave: () => boolean;
  children: ReactNode;
}

/**
 * React Router's declarative browser router, with the one thing its own BrowserRouter does not
 * tell: whether a navigation is still pending. Each location change is a transition, so the
 * page on screen stays while the next one's module loads, and the transition's pending flag
 * feeds the loading bar. (The data router would say the same through useNavigation, at the
 * price of some 18 KB of gzipped JavaScript on every page for loaders, actions and fetchers
 * the site does not use.)
 */
export function AppBrowserRouter({ onNavigate, mayLeave, children }: Props) {
  const [history] = useState(() => guardHistory(createBrowserHistory({ window, v5Compat: true }), mayLeave));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        onNavigate(location.pathname);
        startTransition(() => setState({ action, location }));
      }),
    [history, onNavigate],
  );
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
