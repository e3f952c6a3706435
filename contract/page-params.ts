import { DEFAULT_SIZE_MODEL, type SizeModel, THUMBNAIL_LIMIT } from './limits';

/*
 * The state public pages keep in their URL's query, so a plain link can change it before (or
 * without) the page's script: the size shown, the chosen image, the collection filter and the
 * result of a form sent without script. Read by the pages (client) and by the page cache's key
 * (server/modules/pages/page-key.ts) with the same strict rule: one exact spelling per value,
 * anything else reads as the default. So every URL maps to a bounded set of pages, and what the
 * server renders from a key is what the browser renders from the URL it shows.
 */

/** `?size=54` shows the 54 inch figures (internal 450); 12 inch is the default, written as no parameter. */
export const SIZE_PARAM = 'size';
const SIZE_VALUES: Record<string, SizeModel> = { '12': '100', '54': '450' };
export const SIZE_PARAM_VALUE: Record<SizeModel, string> = { '100': '12', '450': '54' };

export function sizeModelOf(params: URLSearchParams): SizeModel {
  return SIZE_VALUES[params.get(SIZE_PARAM) ?? ''] ?? DEFAULT_SIZE_MODEL;
}

/** `?image=3`: the third image of the detail sequence is the main one (1-based; 1 is the default). */
export const IMAGE_PARAM = 'image';
const IMAGE_PATTERN = /^(?:[2-9]|1[0-9])$/;

/** The chosen image's index (0-based), within THUMBNAIL_LIMIT whatever the piece has. */
export function imageIndexOf(params: URLSearchParams): number {
  const value = params.get(IMAGE_PARAM) ?? '';
  const position = IMAGE_PATTERN.test(value) ? Number(value) : 1;
  return position <= THUMBNAIL_LIMIT ? position - 1 : 0;
}

/** `?filter=available` or `?filter=sold-out` on the collection; all is the default. */
export const FILTER_PARAM = 'filter';
export const COLLECTION_FILTERS = ['all', 'available', 'sold-out'] as const;
export type CollectionFilter = (typeof COLLECTION_FILTERS)[number];

export function collectionFilterOf(params: URLSearchParams): CollectionFilter {
  const value = params.get(FILTER_PARAM);
  return COLLECTION_FILTERS.find((filter) => filter !== 'all' && filter === value) ?? 'all';
}

/**
 * `?sent=1`: the page a form sent without script lands on (POST, then a 303 to a GET, so a
 * refresh or the back button never sends it twice). It carries nothing the visitor typed.
 * `?sent=check-inbox`: the newsletter's or a waitlist's, when double opt-in asks the visitor to
 * confirm by the link emailed to them (contract/enrolment-answers.ts).
 */
export const SENT_PARAM = 'sent';
export const SENT_VALUE = '1';
export const SENT_CHECK_INBOX = 'check-inbox';

export function isSent(params: URLSearchParams): boolean {
  return params.get(SENT_PARAM) === SENT_VALUE;
}

/** How an enrolment sent without script went: done, waiting for the emailed link, or not sent. */
export type EnrolmentSent = 'joined' | 'confirmByEmail' | null;

export function enrolmentSentOf(params: URLSearchParams): EnrolmentSent {
  const value = params.get(SENT_PARAM);
  return value === SENT_VALUE ? 'joined' : value === SENT_CHECK_INBOX ? 'confirmByEmail' : null;
}

/** The `sent` value an enrolment's landing page is written with. */
export const ENROLMENT_SENT_VALUE: Record<Exclude<EnrolmentSent, null>, string> = {
  joined: SENT_VALUE,
  confirmByEmail: SENT_CHECK_INBOX,
};

/** A query string of the given parameters in a fixed order, defaults left out: '' or '?a=b&c=d'. */
export function canonicalQuery(entries: readonly (readonly [string, string | null])[]): string {
  const kept = entries.filter((entry): entry is [string, string] => entry[1] !== null);
  return kept.length === 0 ? '' : `?${new URLSearchParams(kept)}`;
}
