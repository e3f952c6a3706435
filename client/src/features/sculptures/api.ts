import type { PublicSculpture } from '@contract/sculpture-teaser';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Keys are URLs: the default query function (lib/api-client) GETs the joined key (§7).

export const sculpturesQueryOptions = () =>
  queryOptions<PublicSculpture[]>({ queryKey: ['/api/sculptures'] });

/** The public list in sortOrder order (home, collection, contact, detail); locked pieces are teasers. */
export function useSculptures() {
  return useQuery(sculpturesQueryOptions());
}

/**
 * The detail page reads the shared list and picks the slug (§7), so it is instant after the
 * grid. A locked piece answers its teaser: the server never sent more of it.
 */
export function useSculptureBySlug(slug: string) {
  return useQuery({
    ...sculpturesQueryOptions(),
    select: (sculptures) => sculptures.find((sculpture) => sculpture.slug === slug) ?? null,
  });
}
