import { journalDataKey, journalPostDataKey, type PageAnswers } from '@contract/page-queries';
import { type DataQuery, useData } from '@/lib/use-data';

export const journalListQuery = (): DataQuery<PageAnswers['journal']> => ({ key: journalDataKey() });

export const journalPostQuery = (slug: string): DataQuery<PageAnswers['journalPost']> => ({
  key: journalPostDataKey(slug),
});

/** Published posts, newest first (the server orders them). */
export function useJournalPosts() {
  return useData(journalListQuery());
}

export function useJournalPost(slug: string) {
  return useData(journalPostQuery(slug));
}
