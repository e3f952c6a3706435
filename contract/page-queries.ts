import type { About } from './about';
import {
  ABOUT_CALL,
  API_PREFIX,
  JOURNAL_CALL,
  POPUP_SETTINGS_CALL,
  SCULPTURES_CALL,
  SITE_SETTINGS_CALL,
} from './api-paths';
import type { JournalPost } from './journal';
import type { PopupSettings } from './popup-settings';
import type { PublicSculpture } from './sculpture-teaser';
import type { SiteSettingKey, SiteSettingValue } from './site-settings';

/*
 * The data public pages read, each under its one cache key. The client's features read by these
 * keys; the server renders a page's data under them (server/modules/pages/page-data.ts), so the
 * browser's first render finds the very answers the server rendered from and fetches nothing.
 * Plain code, no zod: public pages download it.
 */

/** What each read answers: the same as its API route. */
export interface PageAnswers {
  popupSettings: PopupSettings;
  siteSetting: SiteSettingValue;
  /** In sortOrder order; a locked piece is its teaser. */
  sculptures: PublicSculpture[];
  /**
   * The moment the page was rendered (ISO). A countdown's first render in the browser counts
   * from it, so hydration finds the very text the server wrote; it then counts from the
   * visitor's clock.
   */
  renderedAt: string;
  /** null before the admin has saved one. */
  about: About | null;
  journal: JournalPost[];
  journalPost: JournalPost;
}

export type PageQueryName = keyof PageAnswers;

/*
 * Each read's key: the API URL it GETs, in parts (lib/api-client joins them); renderedAt's is no
 * URL. One export each, so a page's bundle holds only the keys it reads.
 */
export const popupSettingsDataKey = () => [`${API_PREFIX}${POPUP_SETTINGS_CALL}`];
export const siteSettingDataKey = (key: SiteSettingKey) => [`${API_PREFIX}${SITE_SETTINGS_CALL}`, key];
export const sculpturesDataKey = () => [`${API_PREFIX}${SCULPTURES_CALL}`];
export const renderedAtDataKey = () => ['rendered-at'];
export const aboutDataKey = () => [`${API_PREFIX}${ABOUT_CALL}`];
export const journalDataKey = () => [`${API_PREFIX}${JOURNAL_CALL}`];
export const journalPostDataKey = (slug: string) => [`${API_PREFIX}${JOURNAL_CALL}`, slug];

/** The key of each read, by its name. */
export const PAGE_DATA_KEYS = {
  popupSettings: popupSettingsDataKey,
  siteSetting: siteSettingDataKey,
  sculptures: sculpturesDataKey,
  renderedAt: renderedAtDataKey,
  about: aboutDataKey,
  journal: journalDataKey,
  journalPost: journalPostDataKey,
} satisfies { [Name in PageQueryName]: (...args: never[]) => string[] };

export type PageQueryArgs<Name extends PageQueryName> = Parameters<(typeof PAGE_DATA_KEYS)[Name]>;

/** One read of a page: which it is, with what, and its key. */
export type PageQuery<Name extends PageQueryName = PageQueryName> = {
  [N in Name]: { name: N; args: PageQueryArgs<N>; key: string[] };
}[Name];

export function pageQuery<Name extends PageQueryName>(
  name: Name,
  ...args: PageQueryArgs<Name>
): PageQuery<Name> {
  const keyOf = PAGE_DATA_KEYS[name] as (...args: PageQueryArgs<Name>) => string[];
  return { name, args, key: keyOf(...args) } as PageQuery<Name>;
}
