import { z } from 'zod';

/** The longest search text taken; longer text could only slow the search down. */
export const SEARCH_QUERY_MAX = 100;
/** The last page any list answers: beyond it, narrow the search (a page is never a full scan to skip). */
export const PAGE_MAX = 2_000;

/** `?q=&page=` of a server-paged admin list: words to find (every one, as the start of a word), 1-based page. */
export const SearchPageQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).optional(),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
});

/** One page of a list: the rows and how many match in all, for the pager. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}
