import type { About } from '../../../contract/about';
import type { JournalPost } from '../../../contract/journal';
import type { Sculpture } from '../../../contract/sculpture';
import type { SiteSettingKey } from '../../../contract/site-settings';
import type { Db } from '../../db/index';
import { getAbout } from '../../repositories/about';
import { findPublishedPost, listPublishedPosts } from '../../repositories/journal';
import { getPopupSettings } from '../../repositories/popup-settings';
import { listSculptures } from '../../repositories/sculptures';
import { getSiteSetting } from '../../repositories/site-settings';
import type { PageMatch } from './match-page';

/** One entry of the client's query cache: [queryKey, data], keys exactly as client/src/features build them. */
export type CacheEntry = [readonly string[], unknown];

export interface PageData {
  entries: CacheEntry[];
  sculptures?: Sculpture[];
  sculpture?: Sculpture;
  post?: JournalPost;
  posts?: JournalPost[];
  about?: About | null;
  settings: Partial<Record<SiteSettingKey, string | null>>;
  /** The page names something that does not exist (an unknown sculpture or post slug). */
  notFound: boolean;
}

const HOME_SETTINGS: SiteSettingKey[] = [
  'homepage-hero-title',
  'homepage-hero-description',
  'homepage-hero-image',
  'homepage-hero-video',
  'homepage-hero-media-type',
  'artist-name',
  'artist-subtitle',
  'artist-bio',
  'artist-image',
  'artist-video',
  'artist-media-type',
  'artist-contact',
  'limited-editions-title',
  'limited-editions-content',
];

const PAGE_SETTINGS: Partial<Record<PageMatch['kind'], SiteSettingKey[]>> = {
  home: HOME_SETTINGS,
  privacy: ['privacy_content'],
  terms: ['terms_content'],
};

/** Pages that read the sculpture list (§7: home, collection, contact and detail). */
const SCULPTURE_PAGES = new Set<PageMatch['kind']>(['home', 'collection', 'contact', 'sculpture']);

/**
 * Loads what the page's first render needs, so the HTML carries it and the client renders at
 * once without an API round trip.
 */
export async function loadPageData(db: Db, page: PageMatch): Promise<PageData> {
  const data: PageData = { entries: [], settings: {}, notFound: false };
  const add = (key: readonly string[], value: unknown) => data.entries.push([key, value]);

  add(['/api/popup-settings'], await getPopupSettings(db));
  for (const key of PAGE_SETTINGS[page.kind] ?? []) {
    const value = await getSiteSetting(db, key);
    data.settings[key] = value;
    add(['/api/site-settings', key], { value });
  }
  if (SCULPTURE_PAGES.has(page.kind)) {
    data.sculptures = await listSculptures(db);
    add(['/api/sculptures'], data.sculptures);
  }
  if (page.kind === 'sculpture') {
    // A locked piece's page does not exist yet (the client shows 'Sculpture Not Found'): its
    // tags must not announce the drop early either.
    data.sculpture = data.sculptures?.find((s) => s.slug === page.slug && s.isLocked === 'false');
    data.notFound = !data.sculpture;
  }
  if (page.kind === 'about') {
    data.about = await getAbout(db);
    add(['/api/about'], data.about);
  }
  if (page.kind === 'journal') {
    data.posts = await listPublishedPosts(db);
    add(['/api/journal'], data.posts);
  }
  if (page.kind === 'journal-post') {
    data.post = (await findPublishedPost(db, page.slug)) ?? undefined;
    data.notFound = !data.post;
    if (data.post) add(['/api/journal', page.slug], data.post);
  }
  return data;
}
