import type { About } from '../../../contract/about';
import type { JournalPost } from '../../../contract/journal';
import { RENDERED_AT_KEY } from '../../../contract/render-clock';
import type { ImageMeta } from '../../../contract/responsive-image';
import type { PublicSculpture } from '../../../contract/sculpture-teaser';
import type { SiteSettingKey } from '../../../contract/site-settings';
import type { Db } from '../../db/index';
import { getAbout } from '../../repositories/about';
import { findPublishedPost, listPublishedPosts } from '../../repositories/journal';
import { getPopupSettings } from '../../repositories/popup-settings';
import { getSiteSettings } from '../../repositories/site-settings';
import { listPublicSculptures } from '../drops/public-sculptures';
import type { MediaLibrary } from '../media/media-library';
import { type SavedMediaSetting, withSettingsImageMeta } from '../media/site-media-setting';
import type { PageMatch } from './match-page';

/** One entry of the client's query cache: [queryKey, data], keys exactly as client/src/features build them. */
export type CacheEntry = [readonly string[], unknown];

export interface PageData {
  entries: CacheEntry[];
  sculptures?: PublicSculpture[];
  /** The piece a sculpture page shows: in full, or its teaser while it is locked. */
  sculpture?: PublicSculpture;
  post?: JournalPost;
  posts?: JournalPost[];
  about?: About | null;
  settings: Partial<Record<SiteSettingKey, string | null>>;
  /** Layout metadata of the setting values that are registered images (hero, artist). */
  settingImages: Partial<Record<SiteSettingKey, ImageMeta>>;
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

/** Pages that read the sculpture list (§7: home, collection, contact and detail; the waitlist's). */
const SCULPTURE_PAGES = new Set<PageMatch['kind']>([
  'home',
  'collection',
  'contact',
  'sculpture',
  'waitlist',
]);

export interface PageDataSources {
  db: Db;
  media: MediaLibrary;
}

/**
 * Loads what the page's first render needs, so the HTML carries it and the client renders at
 * once without an API round trip. Each entry is exactly what its API route answers, image
 * metadata included, so the first render already has every srcset.
 */
export async function loadPageData({ db, media }: PageDataSources, page: PageMatch): Promise<PageData> {
  const data: PageData = { entries: [], settings: {}, settingImages: {}, notFound: false };
  const add = (key: readonly string[], value: unknown) => data.entries.push([key, value]);

  add(['/api/popup-settings'], await getPopupSettings(db));
  const settings = await withSettingsImageMeta(
    media,
    await getSiteSettings(db, PAGE_SETTINGS[page.kind] ?? []),
  );
  for (const [key, answer] of Object.entries(settings) as [SiteSettingKey, SavedMediaSetting][]) {
    data.settings[key] = answer.value;
    if (answer.imageMeta) data.settingImages[key] = answer.imageMeta;
    add(['/api/site-settings', key], answer);
  }
  if (SCULPTURE_PAGES.has(page.kind)) {
    // One moment for the lock and for the countdowns the page renders from it.
    const now = new Date();
    data.sculptures = await listPublicSculptures(db, media, now);
    add(['/api/sculptures'], data.sculptures);
    add(RENDERED_AT_KEY, now.toISOString());
  }
  if (page.kind === 'sculpture') {
    // A locked piece's page is its teaser, so a link shared before the drop works.
    data.sculpture = data.sculptures?.find((s) => s.slug === page.slug);
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
