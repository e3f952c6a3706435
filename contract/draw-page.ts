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
