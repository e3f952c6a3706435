import { aboutDataKey, type PageAnswers } from '@contract/page-queries';
import { type DataQuery, useData } from '@/lib/use-data';

export const aboutQuery = (): DataQuery<PageAnswers['about']> => ({ key: aboutDataKey() });

/** The about page content, or null before the admin has saved one. */
export function useAbout() {
  return useData(aboutQuery());
}
