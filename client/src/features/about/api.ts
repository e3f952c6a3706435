import type { About } from '@contract/about';
import { type DataQuery, useData } from '@/lib/use-data';

export const aboutQuery = (): DataQuery<About | null> => ({ key: ['/api/about'] });

/** The about page content, or null before the admin has saved one. */
export function useAbout() {
  return useData(aboutQuery());
}
