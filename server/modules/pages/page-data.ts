import type { JournalPost } from '../../../contract/journal';
import {
  type PageAnswers,
  type PageQuery,
  type PageQueryArgs,
  type PageQueryName,
  pageQuery,
} from '../../../contract/page-queries';
import { type PageMatch, pageReads } from '../../../contract/pages';
import type { PublicSculpture } from '../../../contract/sculpture-teaser';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import type { CacheEntry } from '../../core/http/page-answer';
import {
  findPublishedPost,
  getAbout,
  getPopupSettings,
  getSiteSettings,
  listPublishedPosts,
  withSettingsImageMeta,
} from '../content/index';
import type { MediaLibrary } from '../media/index';
import { listPublicSculptures } from '../sculptures/index';

export interface PageData {
  /** The answer to each of the page's reads, in the page table's order: its initial data. */
  entries: CacheEntry[];
  /** What one of the page's reads answered (undefined: not read, or nothing to show). */
  answer<Name extends PageQueryName>(query: PageQuery<Name>): PageAnswers[Name] | undefined;
  /** The piece a sculpture page shows: in full, or its teaser while it is locked. */
  sculpture?: PublicSculpture;
  post?: JournalPost;
  /** The page names something that does not exist (an unknown sculpture or post slug). */
  notFound: boolean;
}

export interface PageDataSources {
  db: Db;
  media: MediaLibrary;
  /** The app's one clock (the release scheduler's): a piece's lock is read at its time. */
  clock: Clock;
}

interface ReadSources extends PageDataSources {
  /** One moment for a whole page: the lock of each piece and the countdowns rendered from it. */
  now: Date;
}

/** Answers every read of one kind a page makes, in order (undefined: the page gets no entry for it). */
type Resolver<Name extends PageQueryName> = (
  sources: ReadSources,
  reads: PageQueryArgs<Name>[],
) => Promise<(PageAnswers[Name] | undefined)[]>;

const each =
  <Name extends PageQueryName>(
    answer: (sources: ReadSources, ...args: PageQueryArgs<Name>) => Promise<PageAnswers[Name] | undefined>,
  ): Resolver<Name> =>
  (sources, reads) =>
    Promise.all(reads.map((args) => answer(sources, ...args)));

/**
 * How the server answers each read, with the functions its API route uses, image metadata
 * included, so the first render already has every srcset. Keyed by the read's name: the keys
 * themselves are contract/page-queries.ts's.
 */
const RESOLVERS: { [Name in PageQueryName]: Resolver<Name> } = {
  popupSettings: each(({ db }) => getPopupSettings(db)),
  // A page's settings in one query.
  siteSetting: async ({ db, media }, reads) => {
    const keys = reads.map(([key]) => key);
    const settings = await withSettingsImageMeta(media, await getSiteSettings(db, keys));
    return keys.map((key) => settings[key]);
  },
  // A locked piece is its teaser (modules/sculptures), so a link shared before the drop works.
  sculptures: each(({ db, media, now }) => listPublicSculptures(db, media, now)),
  renderedAt: each(async ({ now }) => now.toISOString()),
  about: each(({ db }) => getAbout(db)),
  journal: each(({ db }) => listPublishedPosts(db)),
  // An unknown post gets no entry: its page asks the API, which answers the 404 it shows.
  journalPost: each(async ({ db }, slug) => (await findPublishedPost(db, slug)) ?? undefined),
};

/** The answers to `queries`, in their order; reads of one kind are answered together. */
async function resolve(sources: ReadSources, queries: PageQuery[]): Promise<unknown[]> {
  const byName = new Map<PageQueryName, PageQuery[]>();
  for (const query of queries) byName.set(query.name, [...(byName.get(query.name) ?? []), query]);
  const answered = new Map<PageQuery, unknown>();
  await Promise.all(
    [...byName].map(async ([name, reads]) => {
      const resolver = RESOLVERS[name] as Resolver<PageQueryName>;
      const answers = await resolver(sources, reads.map((query) => query.args) as never[]);
      for (const [index, query] of reads.entries()) answered.set(query, answers[index]);
    }),
  );
  return queries.map((query) => answered.get(query));
}

/**
 * Loads what the page's first render reads (contract/pages.ts), so the HTML carries it and the
 * client renders at once without an API round trip, from exactly what its API routes answer.
 */
export async function loadPageData(sources: PageDataSources, page: PageMatch): Promise<PageData> {
  const queries = pageReads(page);
  const answers = await resolve({ ...sources, now: sources.clock.now() }, queries);
  const byKey = new Map<string, unknown>();
  const entries: CacheEntry[] = [];
  queries.forEach((query, index) => {
    const answer = answers[index];
    if (answer === undefined) return;
    byKey.set(JSON.stringify(query.key), answer);
    entries.push([query.key, answer]);
  });
  const data: PageData = {
    entries,
    answer: <Name extends PageQueryName>(query: PageQuery<Name>) =>
      byKey.get(JSON.stringify(query.key)) as PageAnswers[Name] | undefined,
    notFound: false,
  };
  if (page.id === 'sculpture') {
    data.sculpture = data.answer(pageQuery('sculptures'))?.find((s) => s.slug === page.params.slug);
    data.notFound = !data.sculpture;
  }
  if (page.id === 'journalPost') {
    data.post = data.answer(pageQuery('journalPost', page.params.slug));
    data.notFound = !data.post;
  }
  return data;
}
