import { type PageAnswers, sculpturesDataKey } from '@contract/page-queries';
import type { PublicSculpture } from '@contract/sculpture-teaser';
import { type DataQuery, type DataResult, useData } from '@/lib/use-data';

// Keys are URLs: the cache's default read (lib/api-client) GETs the joined key.

export const sculpturesQuery = (): DataQuery<PageAnswers['sculptures']> => ({
  key: sculpturesDataKey(),
});

/** The public list in sortOrder order (home, collection, contact, detail); locked pieces are teasers. */
export function useSculptures() {
  return useData(sculpturesQuery());
}

/**
 * The detail page reads the shared list and picks the slug, so it is instant after the
 * grid. A locked piece answers its teaser: the server never sent more of it.
 */
export function useSculptureBySlug(slug: string): DataResult<PublicSculpture | null> {
  const list = useSculptures();
  if (list.status === 'pending') return list;
  const data = list.data?.find((sculpture) => sculpture.slug === slug) ?? null;
  return { ...list, data } as DataResult<PublicSculpture | null>;
}
