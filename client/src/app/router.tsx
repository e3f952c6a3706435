import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * The browser router. When it is to hydrate server-rendered markup, the lazy pages the current
 * URL shows are loaded first: a router created before their modules arrive renders the
 * HydrateFallback, which is not the server's markup, and hydration would fail. Loading them
 * first (react-router's documented pattern for lazy routes and SSR) makes its first render the
 * page itself. Without server markup (the admin) the fallback shows while the chunk loads.
 */
export async function createAppRouter({ hydrating }: { hydrating: boolean }) {
  if (hydrating) {
    const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
    try {
      await Promise.all(
        lazyMatches.map(async ({ route }) => {
          if (typeof route.lazy !== 'function') return;
          Object.assign(route, { ...(await route.lazy()), lazy: undefined });
        }),
      );
    } catch (error) {
      // A chunk that failed to load (a deploy replaced it): the router tries again itself and
      // shows the route error; hydration then gives way to a client render, which is fine.
      console.error('Loading the page module failed', error);
    }
  }
  return createBrowserRouter(routes);
}
