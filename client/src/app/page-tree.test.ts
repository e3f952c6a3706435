import { matchPage, PAGES, type PageId } from '@contract/pages';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './page-tree';

const flatten = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...flatten(route.children ?? [])]);

/** The pattern of the route the router shows at `url` ('/' for the index route). */
const routerPattern = (url: string) => {
  const route = matchRoutes(routes, url)?.at(-1)?.route;
  return route?.index ? '/' : route?.path;
};

/** The page table's patterns the router has routes for: all but the server's `/*` (any path under a page). */
const tablePatterns = (id: PageId): string[] => PAGES[id].paths.filter((pattern) => !pattern.endsWith('/*'));

describe('route table', () => {
  it("routes exactly the page table's patterns, and any other path to Home", () => {
    const routed = flatten(routes).flatMap((route) => (route.index ? ['/'] : route.path ? [route.path] : []));
    const table = (Object.keys(PAGES) as PageId[]).flatMap(tablePatterns);
    expect(routed.filter((pattern) => pattern !== '*').sort()).toEqual([...table].sort());
    expect(routerPattern('/no-such-page')).toBe('*');
    expect(matchPage('/no-such-page').id).toBe('home');
  });

  it('matches paths with their case, as the server does: a differently cased path is Home on both', () => {
    for (const url of ['/About', '/COLLECTION', '/Sculptures/hero-kid', '/journal/Inside/extra']) {
      expect(matchPage(url).id, url).toBe('home');
      expect(routerPattern(url), url).toBe('*');
    }
  });

  it('shows at each path the page the server renders there, with the same params', () => {
    for (const id of Object.keys(PAGES) as PageId[]) {
      for (const pattern of tablePatterns(id)) {
        const withSlug = pattern.replace(':slug', 'a%20b');
        // Trailing slashes do not count, on either side.
        for (const url of new Set([
          pattern.replace(':slug', 'hero-kid'),
          withSlug,
          `${withSlug}/`.replace('//', '/'),
        ])) {
          const page = matchPage(url);
          expect(page.id, url).toBe(id);
          expect(tablePatterns(id), url).toContain(routerPattern(url));
          const routerParams = matchRoutes(routes, url)?.at(-1)?.params ?? {};
          expect(page.params, url).toEqual(Object.fromEntries(Object.entries(routerParams)));
        }
      }
    }
  });
});
