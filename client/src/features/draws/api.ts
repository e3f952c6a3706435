import { API_PREFIX } from '@contract/api-paths';
import { DRAW_ENTRIES_CALL, DRAW_ENTRY_CONFIRM_CALL, DRAW_PAGE_CALL, drawPageKey } from '@contract/draw-page';
import type { DrawEntryInput, DrawPageData } from '@contract/draws';
import { pathOf, ROUTES } from '@contract/page-paths';
import { apiJson } from '@/lib/api-client';
import { challengeHeaders } from '@/lib/challenge';
import type { DataQuery } from '@/lib/use-data';

/** The draw page's data, under the key the server seeds it by. */
export const drawPageQuery = (slug: string, size: string): DataQuery<DrawPageData> => ({
  key: [...drawPageKey(slug, size)],
  fetch: () => apiJson<DrawPageData>('GET', `${API_PREFIX}${pathOf(DRAW_PAGE_CALL, { slug, size })}`),
});

/** Where the page's forms post without script. */
export const drawPagePath = (slug: string, size: string) => pathOf(ROUTES.draw, { slug, size });

/** An entry, with the page's proof of work (solved while the collector typed; lib/challenge.ts). */
export const enterDraw = async (sculptureId: number, size: string, entry: DrawEntryInput) =>
  apiJson<{ entryCode: string }>(
    'POST',
    `${API_PREFIX}${pathOf(DRAW_ENTRIES_CALL, { sculptureId, size })}`,
    entry,
    await challengeHeaders(),
  );

export const confirmDrawEntry = (token: string) =>
  apiJson<{ entryCode: string; confirmedNow: boolean }>('POST', `${API_PREFIX}${DRAW_ENTRY_CONFIRM_CALL}`, {
    token,
  });
