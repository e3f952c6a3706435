import { DEFAULT_SIZE_MODEL } from '../../../contract/limits';
import {
  canonicalQuery,
  collectionFilterOf,
  ENROLMENT_SENT_VALUE,
  enrolmentSentOf,
  FILTER_PARAM,
  IMAGE_PARAM,
  imageIndexOf,
  isSent,
  SENT_PARAM,
  SENT_VALUE,
  SIZE_PARAM,
  SIZE_PARAM_VALUE,
  sizeModelOf,
} from '../../../contract/page-params';
import { PAGE_LINKS, ROUTES } from '../../../contract/page-paths';
import { isUnknownPath, matchPage, PAGES } from '../../../contract/pages';
import type { ContentVersion } from '../../core/cache/content-version';
import type { Db } from '../../core/db/index';
import { listPublishedPosts } from '../content/index';
import { listPublishedSculptures } from '../sculptures/index';

/**
 * What a page's HTML is rendered from, and so the one thing its cached copy may be kept under:
 * the page's canonical URL, reduced to what the client's pages read from it. Everything else in
 * a request URL (other query parameters, trailing slashes, percent-encodings, unknown paths and
 * slugs) maps onto a small, bounded set of keys, so no request can add a page of its own to the
 * cache or change what another visitor is given.
 *
 * Unknown slugs share one not-found page each: `_` can never be a slug (SLUG_PATTERN).
 *
 * The query state a page's links set (contract/page-params.ts: size, image, filter, a form's
 * result) is kept in the key as that module reads it, every other spelling as its default: a
 * sculpture has at most 2 sizes x 18 images, the collection 3 filters, contact one result, the
 * newsletter and each waitlist two (thanks, or check your inbox).
 */
export const UNKNOWN_SCULPTURE_URL = PAGE_LINKS.sculpture('_');
export const UNKNOWN_POST_URL = PAGE_LINKS.journalPost('_');
/** Every path no page answers shares this one: Home, answered 404 with noindex. `/_` is itself unknown. */
export const UNKNOWN_PAGE_URL = '/_';

/** The pages an email's link opens: served by their own rate-limited routes (link-page.ts). */
const LINK_PAGE_PATHS: readonly string[] = [ROUTES.confirm, ROUTES.unsubscribe, ROUTES.waitlistLeave];

/**
 * The link page a path names in another spelling (letter case, trailing slashes, encodings),
 * or null. Such a request is sent on to the page's own address, where its limited route answers,
 * instead of being rendered by the page route per token (or served Home's copy while the
 * browser's router, which ignores case, shows the link page).
 */
export function linkPageOtherwiseSpelt(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const folded = decoded.toLowerCase().replace(/\/+$/, '');
  return LINK_PAGE_PATHS.includes(folded) && folded !== pathname ? folded : null;
}

/** The names that exist at one content version: what decides between a page and the shared not-found page. */
interface Names {
  version: number;
  sculptureSlugs: Set<string>;
  sculptureTitles: Set<string>;
  postSlugs: Set<string>;
}

export interface PageKeys {
  /**
   * The URL this request's page is rendered from and cached under; null when the page depends on
   * something unbounded in the URL (rendered from the request's own URL and never kept);
   * undefined when that cannot be told before `load` has run for the current content.
   */
  keyOf(url: string): string | null | undefined;
  /** Reads the names of the current content (once per content version, shared by concurrent callers). */
  load(): Promise<void>;
  /** `keyOf` after `load`. */
  resolve(url: string): Promise<string | null>;
  /** `keyOf` by the names last read, whatever content they were read at (or null). */
  lastKeyOf(url: string): string | null;
}

export function createPageKeys({ db, version }: { db: Db; version: ContentVersion }): PageKeys {
  let names: Names | undefined;
  let loading: { version: number; done: Promise<void> } | undefined;

  async function readNames(at: number): Promise<Names> {
    const [sculptures, posts] = await Promise.all([
      // Names only: which slugs and titles exist, whatever their lock at any moment.
      listPublishedSculptures(db, new Date(0)),
      listPublishedPosts(db),
    ]);
    return {
      version: at,
      sculptureSlugs: new Set(sculptures.map((s) => s.slug)),
      sculptureTitles: new Set(sculptures.map((s) => s.title)),
      postSlugs: new Set(posts.map((p) => p.slug)),
    };
  }

  function keyOf(url: string, namesNow: () => Names | undefined = current): string | null | undefined {
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    if (linkPageOtherwiseSpelt(pathname)) return null; // redirected, never rendered (spa.ts)
    let page: ReturnType<typeof matchPage>;
    try {
      page = matchPage(pathname);
    } catch {
      return UNKNOWN_PAGE_URL; // a malformed percent-encoding names nothing: an unknown path
    }
    // The page's first pattern: its path wherever the page has no `:name` segment.
    const path = PAGES[page.id].paths[0];
    switch (page.id) {
      case 'home': // every unknown path renders Home, under its own key: it is answered 404
        return isUnknownPath(pathname) ? UNKNOWN_PAGE_URL : path;
      case 'admin': // the admin renders in the browser: its HTML is the same at every admin path
      case 'about':
      case 'journal':
      case 'privacy':
      case 'terms':
        return path;
      case 'collection': {
        const filter = collectionFilterOf(params(url, query));
        return `${path}${canonicalQuery([[FILTER_PARAM, filter === 'all' ? null : filter]])}`;
      }
      case 'newsletter':
        return `${path}${canonicalQuery([[SENT_PARAM, enrolmentSentValue(params(url, query))]])}`;
      case 'verify':
        // Each answer is one code's (or one wrong code's, counted): none is kept.
        return null;
      case 'order':
        // One collector's order, by its personal link: never kept.
        return null;
      case 'account':
        // One signed-in collector's page (or a sign-in link's): never kept.
        return null;
      case 'unsubscribe':
      case 'waitlistLeave':
      case 'confirm':
      case 'reservationConfirm':
        // The page reads its token from the URL: one page per token, so none is kept.
        return params(url, query).has('token') ? null : path;
      case 'contact':
      case 'waitlist': {
        const search = params(url, query);
        const piece = search.get('piece');
        // The page a sent form lands on shows the thanks: contact's whatever piece was asked
        // about, the waitlist's for its piece.
        if (page.id === 'contact' && isSent(search)) return `${path}?${SENT_PARAM}=${SENT_VALUE}`;
        if (piece === null) return path;
        const known = namesNow();
        if (!known) return undefined;
        // The form shows only a piece of the collection: any other value is no piece, and the
        // page is the one without it, served from the same copy (never a render per value).
        if (!known.sculptureTitles.has(piece)) {
          return path;
        }
        return `${path}${canonicalQuery([
          ['piece', piece],
          [SENT_PARAM, page.id === 'waitlist' ? enrolmentSentValue(search) : null],
        ])}`;
      }
      case 'reserve': {
        // One form per piece and size: only real pieces' slugs and the two sizes are kept.
        const search = params(url, query);
        const piece = search.get('piece');
        const size = search.get('size');
        if (piece === null || (size !== '100' && size !== '450')) return null;
        const known = namesNow();
        if (!known) return undefined;
        if (!known.sculptureSlugs.has(piece)) return null;
        return `${path}${canonicalQuery([
          ['piece', piece],
          ['size', size],
        ])}`;
      }
      case 'sculpture': {
        const known = namesNow();
        if (!known) return undefined;
        if (!known.sculptureSlugs.has(page.params.slug)) return UNKNOWN_SCULPTURE_URL;
        return `${PAGE_LINKS.sculpture(page.params.slug)}${sculptureQuery(params(url, query))}`;
      }
      case 'journalPost': {
        const known = namesNow();
        if (!known) return undefined;
        return known.postSlugs.has(page.params.slug)
          ? PAGE_LINKS.journalPost(page.params.slug)
          : UNKNOWN_POST_URL;
      }
    }
  }

  /** The names, if they were read at the current content version. */
  function current(): Names | undefined {
    return names?.version === version.current ? names : undefined;
  }

  function load(): Promise<void> {
    const at = version.current;
    if (names?.version === at) return Promise.resolve();
    if (loading?.version !== at) {
      const done = readNames(at).then(
        (read) => {
          if (!names || read.version >= names.version) names = read;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      loading = { version: at, done };
    }
    return loading.done;
  }

  return {
    keyOf: (url) => keyOf(url),
    lastKeyOf: (url) => keyOf(url, () => names) ?? null,
    load,
    async resolve(url) {
      const key = keyOf(url);
      if (key !== undefined) return key;
      await load();
      // Loaded for the version read above; should it have moved on since, the URL is rendered as
      // asked and not kept.
      return keyOf(url) ?? null;
    },
  };
}

/** The size and chosen image of a sculpture page, as its links write them. */
function sculptureQuery(search: URLSearchParams): string {
  const model = sizeModelOf(search);
  const image = imageIndexOf(search);
  return canonicalQuery([
    [IMAGE_PARAM, image === 0 ? null : String(image + 1)],
    [SIZE_PARAM, model === DEFAULT_SIZE_MODEL ? null : SIZE_PARAM_VALUE[model]],
  ]);
}

/** The `sent` value of an enrolment's landing page (thanks, or check your inbox), or null. */
function enrolmentSentValue(search: URLSearchParams): string | null {
  const sent = enrolmentSentOf(search);
  return sent ? ENROLMENT_SENT_VALUE[sent] : null;
}

function params(url: string, query: number): URLSearchParams {
  return new URLSearchParams(query === -1 ? '' : url.slice(query + 1));
}
