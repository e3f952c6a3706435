/*
 * The draw page (/draws/<slug>/<size>) between server and browser: the server renders it with
 * the draw seeded under these keys, so it works without script; its forms post to the page
 * itself with an `action` (server/modules/draws/draw-page-routes.ts). Plain code: the page imports it.
 */

/** The draw's data (contract/draws.ts DrawPageData). */
export const drawPageKey = (slug: string, size: string) => ['draw-page', slug, size] as const;

/** What the last post of the page did, said above the draw. */
export const drawNoticeKey = (slug: string, size: string) => ['draw-notice', slug, size] as const;
export interface DrawNotice {
  kind: 'entered' | 'confirmed' | 'refused';
  message: string;
  entryCode?: string;
}

/** The query parameter of an entry's confirmation link, and the page's form actions. */
export const CONFIRM_PARAM = 'confirm';
export const DRAW_PAGE_ACTIONS = ['enter', 'confirm'] as const;
export type DrawPageAction = (typeof DRAW_PAGE_ACTIONS)[number];

/** The draw's public calls, below API_PREFIX: here, apart from the zod schemas, for the page to download. */
export const DRAW_CALL = '/draws/:sculptureId/:size';
export const DRAW_ENTRIES_CALL = '/draws/:sculptureId/:size/entries';
export const DRAW_ENTRY_CONFIRM_CALL = '/draws/entries/confirm';
/** The draw page's data by the piece's slug, as the page's script reads it. */
export const DRAW_PAGE_CALL = '/draws/pages/:slug/:size';
