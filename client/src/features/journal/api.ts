import type { JournalPost } from '@contract/journal';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const journalListQueryOptions = () => queryOptions<JournalPost[]>({ queryKey: ['/api/journal'] });

export const journalPostQueryOptions = (slug: string) =>
  queryOptions<JournalPost>({ queryKey: ['/api/journal', slug] });

/** Published posts, newest first (the server orders them). */
export function useJournalPosts() {
  return useQuery(journalListQueryOptions());
}

export function useJournalPost(slug: string) {
  return useQuery(journalPostQueryOptions(slug));
}
