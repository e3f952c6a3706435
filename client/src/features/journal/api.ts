import type { JournalPost } from '@contract/journal';
import { type DataQuery, useData } from '@/lib/use-data';

export const journalListQuery = (): DataQuery<JournalPost[]> => ({ key: ['/api/journal'] });

export const journalPostQuery = (slug: string): DataQuery<JournalPost> => ({ key: ['/api/journal', slug] });

/** Published posts, newest first (the server orders them). */
export function useJournalPosts() {
  return useData(journalListQuery());
}

export function useJournalPost(slug: string) {
  return useData(journalPostQuery(slug));
}
