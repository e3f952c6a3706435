import { ROUTES } from './page-paths';
import { type PageQuery, pageQuery as read } from './page-queries';
import { HOME_SETTING_KEYS } from './site-setting-keys';

/*
 * The pages of the site, known once: the path patterns each page answers at (from routes.ts)
 * and the data its first render reads. The client's router declares its routes with the same
 * patterns (client/src/app/page-tree.tsx; page-tree.test.ts checks that it routes each path to the
 * page this table names); the server matches a request to a page here, loads the page's reads
 * (server/modules/pages/page-data.ts), builds its head by page (page-head.ts) and keys its
 * cached copy by page (page-key.ts). Plain code, no React and no router. The browser downloads
 * routes.ts and the keys of page-queries.ts, never this table: it is the server's.
 */

/** The sculpture list and the moment it was read: the lock and the countdowns both go by that moment. */
const sculptureList = () => [read('sculptures'), read('renderedAt')];

/**
 * The page table. `paths`: the patterns that show the page; `reads`: what its first render reads
 * (the layout's reads, LAYOUT_READS, come first on every page); `module`: the lazy module that
 * renders it, client/src/app/pages/public/<module>.tsx, whose chunk the server lists for the
 * browser to preload; `browserOnly`: the page
 * renders in the browser only, and the server sends one shell for every path under it (`/*`).
 */
export const PAGES = {
  home: {
    paths: [ROUTES.home],
    reads: () => [...HOME_SETTING_KEYS.map((key) => read('siteSetting', key)), ...sculptureList()],
    module: 'home',
  },
  collection: { paths: [ROUTES.collection], reads: sculptureList, module: 'collection' },
  sculpture: {
    paths: [ROUTES.sculpture, ROUTES.collectionSculpture],
    reads: sculptureList,
    module: 'sculpture-detail',
  },
  about: { paths: [ROUTES.about], reads: () => [read('about')], module: 'about' },
  contact: { paths: [ROUTES.contact], reads: sculptureList, module: 'contact' },
  newsletter: { paths: [ROUTES.newsletter], module: 'newsletter' },
  waitlist: { paths: [ROUTES.waitlist], reads: sculptureList, module: 'waitlist' },
  reserve: { paths: [ROUTES.reserve], reads: sculptureList, module: 'reserve' },
  journal: { paths: [ROUTES.journal], reads: () => [read('journal')], module: 'journal' },
  journalPost: {
    paths: [ROUTES.journalPost],
    reads: ({ slug }: { slug: string }) => [read('journalPost', slug)],
    module: 'journal-post',
  },
  privacy: {
    paths: [ROUTES.privacy],
    reads: () => [read('siteSetting', 'privacy_content')],
    module: 'legal',
  },
  terms: { paths: [ROUTES.terms], reads: () => [read('siteSetting', 'terms_content')], module: 'legal' },
  unsubscribe: { paths: [ROUTES.unsubscribe], module: 'unsubscribe' },
  waitlistLeave: { paths: [ROUTES.waitlistLeave], module: 'unsubscribe' },
  confirm: { paths: [ROUTES.confirm], module: 'unsubscribe' },
  verify: { paths: [ROUTES.verify, ROUTES.verifyCode], module: 'verify' },
  reservationConfirm: { paths: [ROUTES.reservationConfirm], module: 'unsubscribe' },
  /** Rendered by its own route with the order's data (server/modules/sales/order-page-routes.ts). */
  order: { paths: [ROUTES.order], module: 'order' },
  /** Rendered by its own route with the signed-in collector's data (server/modules/account). */
  account: { paths: [ROUTES.account], module: 'account' },
  /** Rendered by its own route with the draw's data (server/modules/draws/draw-page-routes.ts). */
  draw: { paths: [ROUTES.draw], module: 'draw' },
  admin: {
    paths: [ROUTES.admin, ROUTES.adminLogin, ROUTES.adminInvite, `${ROUTES.admin}/*`],
    browserOnly: true,
  },
} as const satisfies Record<string, PageSpec>;

interface PageSpec {
  paths: readonly string[];
  reads?: (params: never) => PageQuery[];
  module?: string;
  browserOnly?: true;
}

/** What the layout around every page reads (the newsletter popup's settings). */
export const LAYOUT_READS = (): PageQuery[] => [read('popupSettings')];

export type PageId = keyof typeof PAGES;

type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path matched to its page, with the values of the pattern's `:name` segments (decoded). */
export type PageMatch = {
  [Id in PageId]: { id: Id; params: Record<ParamNames<(typeof PAGES)[Id]['paths'][number]>, string> };
}[PageId];

/** The params of `pattern` in `segments`, or null when it does not match. A `*` ends a pattern and matches the rest. */
function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const want = pattern.split('/');
  const splat = want.at(-1) === '*';
  if (splat ? segments.length < want.length : segments.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const segment = segments[index] ?? '';
    if (part === '*') break;
    if (part.startsWith(':')) {
      if (!segment) return null;
      params[part.slice(1)] = decodeURIComponent(segment);
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/**
 * The page `pathname` shows; any other path shows Home. Trailing slashes do not count;
 * segments are compared exactly. Throws URIError on a malformed percent-encoding in a `:name`
 * segment (a path that names nothing).
 */
export function matchPage(pathname: string): PageMatch {
  return findPage(pathname) ?? { id: 'home', params: {} };
}

/**
 * True when no page answers at `pathname`: it shows Home for people, but is answered 404 and
 * kept out of search, as a search engine must not index every mistyped address as a copy of Home.
 */
export function isUnknownPath(pathname: string): boolean {
  try {
    return findPage(pathname) === null;
  } catch {
    return true; // a malformed percent-encoding names nothing
  }
}

function findPage(pathname: string): PageMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/');
  for (const [id, page] of Object.entries(PAGES) as [PageId, PageSpec][]) {
    for (const pattern of page.paths) {
      const params = matchPattern(pattern, segments);
      if (params) return { id, params } as PageMatch;
    }
  }
  return null;
}

/** Everything the page's first render reads, the layout's first, in the order its data lists them. */
export function pageReads(page: PageMatch): PageQuery[] {
  const reads = (PAGES[page.id] as PageSpec).reads as
    | ((params: PageMatch['params']) => PageQuery[])
    | undefined;
  return [...LAYOUT_READS(), ...(reads?.(page.params) ?? [])];
}

/** The lazy module that renders the page, if it has one (see PAGES). */
export function pageModule(page: PageMatch): string | undefined {
  return (PAGES[page.id] as PageSpec).module;
}
