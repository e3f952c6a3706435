import { eq } from 'drizzle-orm';
import { PAGE_LINKS } from '../../../contract/page-paths';
import { matchPage, type PageId } from '../../../contract/pages';
import type { ContentVersion } from '../../core/cache/content-version';
import type { Db } from '../../core/db/index';
import { journalPosts, sculptures } from '../../db/schema';

/**
 * Which paths a beacon may count: the site's public pages as the page table knows them, a
 * piece's or a post's only while it exists and is shown. Any other path is ignored, so a flood
 * of made-up paths writes nothing. Pages that carry a person's token (an order, an email's link)
 * or a certificate's code are never counted: their paths would keep what the page is private to.
 */
const COUNTED: ReadonlySet<PageId> = new Set<PageId>([
  'home',
  'collection',
  'sculpture',
  'about',
  'contact',
  'newsletter',
  'waitlist',
  'reserve',
  'journal',
  'journalPost',
  'privacy',
  'terms',
]);

/**
 * How long the list of shown pieces and posts is trusted before it is read again. A slug not in
 * it is looked for again only when content changed since the list was read (a piece added or
 * shown, on any instance: its first visits count at once), or after a few seconds. So a flood of
 * made-up slugs costs one read every few seconds at most, and a flood of beacons at a drop, where
 * every reservation changes content, at most one read per change however many beacons come.
 * A piece hidden a moment ago is counted until the list is next read, a minute at most.
 */
const KNOWN_SLUGS_MS = 60_000;
const UNKNOWN_SLUG_MS = 5_000;

/** The path a piece's page is counted under (its two addresses count as one page). */
export const piecePath = PAGE_LINKS.sculpture;

export function createCountedPages(db: Db, now: () => number, version: Pick<ContentVersion, 'onChange'>) {
  let known: { at: number; pieces: Set<string>; posts: Set<string> } | undefined;
  let reading: Promise<NonNullable<typeof known>> | undefined;
  // Told by the change event itself, not by comparing version numbers: a PostgreSQL instance
  // whose listener is down moves its version on at every look, which would make every miss a read.
  let changedSinceRead = false;
  version.onChange(() => {
    changedSinceRead = true;
  });

  async function read() {
    changedSinceRead = false;
    const [pieces, posts] = await Promise.all([
      db.select({ slug: sculptures.slug }).from(sculptures).where(eq(sculptures.published, true)),
      db.select({ slug: journalPosts.slug }).from(journalPosts).where(eq(journalPosts.published, true)),
    ]);
    return {
      at: now(),
      pieces: new Set(pieces.map((row) => row.slug)),
      posts: new Set(posts.map((row) => row.slug)),
    };
  }

  async function slugs(readAgain: (list: NonNullable<typeof known>) => boolean) {
    if (known && !readAgain(known)) return known;
    reading ??= read().finally(() => {
      reading = undefined;
    });
    known = await reading;
    return known;
  }
  const stale = (list: NonNullable<typeof known>) => now() - list.at >= KNOWN_SLUGS_MS;
  const worthAnotherLook = (list: NonNullable<typeof known>) =>
    changedSinceRead || now() - list.at >= UNKNOWN_SLUG_MS;

  /** The path `pathname` is counted under, or null when it is not a counted page. */
  return async function countedPath(pathname: string): Promise<string | null> {
    let page: ReturnType<typeof matchPage>;
    try {
      if (pathname.length > 300 || !pathname.startsWith('/')) return null;
      page = matchPage(pathname);
    } catch {
      return null;
    }
    if (!COUNTED.has(page.id)) return null;
    const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (page.id === 'home') return bare === '/' ? '/' : null; // any unknown path shows Home
    if (page.id === 'sculpture' || page.id === 'journalPost') {
      const { slug } = page.params as { slug: string };
      const kind = page.id === 'sculpture' ? 'pieces' : 'posts';
      const shown = async (readAgain: typeof stale) => (await slugs(readAgain))[kind].has(slug);
      if (!(await shown(stale)) && !(await shown(worthAnotherLook))) return null;
      return page.id === 'sculpture' ? piecePath(slug) : PAGE_LINKS.journalPost(slug);
    }
    return bare;
  };
}
