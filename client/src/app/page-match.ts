import { matchRoutes } from 'react-router';
import type { PageHandle } from '@/components/layout/page-handle';
import { isLazyPage } from './lazy-page';
import { routes } from './page-tree';

const matchedRoutes = (pathname: string) => (matchRoutes(routes, pathname) ?? []).map((match) => match.route);

/** The handle of the page `pathname` shows (its deepest route's), or an empty one. */
export function pageHandleAt(pathname: string): PageHandle {
  return (matchedRoutes(pathname).findLast((route) => route.handle)?.handle as PageHandle | undefined) ?? {};
}

/** Loads the modules of the lazy pages `pathname` shows. */
export async function preloadPagesAt(pathname: string): Promise<void> {
  await Promise.all(
    matchedRoutes(pathname).flatMap((route) =>
      isLazyPage(route.Component) ? route.Component.preload() : [],
    ),
  );
}
