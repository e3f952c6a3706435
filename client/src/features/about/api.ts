import type { About } from '@contract/about';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const aboutQueryOptions = () => queryOptions<About | null>({ queryKey: ['/api/about'] });

/** The about page content, or null before the admin has saved one. */
export function useAbout() {
  return useQuery(aboutQueryOptions());
}
