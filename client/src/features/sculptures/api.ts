import type { Sculpture } from '@contract/sculpture';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLocked } from './sculpture-rules';

// Keys are URLs: the default query function (lib/api-client) GETs the joined key (§7).

export const sculpturesQueryOptions = () => queryOptions<Sculpture[]>({ queryKey: ['/api/sculptures'] });

/** The public list in sortOrder order (home, collection, contact, detail). */
export function useSculptures() {
  return useQuery(sculpturesQueryOptions());
}

/**
 * The detail page reads the shared list and picks the slug (§7), so it is instant after the
 * grid. A locked piece counts as not found: its card is not a link, and a guessed URL must not
 * reveal a drop early.
 */
export function useSculptureBySlug(slug: string) {
  return useQuery({
    ...sculpturesQueryOptions(),
    select: (sculptures) =>
      sculptures.find((sculpture) => sculpture.slug === slug && !isLocked(sculpture)) ?? null,
  });
}
