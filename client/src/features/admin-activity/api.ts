import type { ActivityEntity, ActivityPage } from '@contract/activity';
import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export interface ActivityFilter {
  entity: ActivityEntity | '';
  text: string;
}

/** The filter as a query string, shared by the list and its CSV export. */
export function activitySearch({ entity, text }: ActivityFilter): string {
  const search = new URLSearchParams();
  if (entity) search.set('entity', entity);
  if (text.trim()) search.set('q', text.trim());
  return search.toString();
}

/** The log, a page of fifty at a time, newest first; each page asks for the rows before the last one shown. */
export function activityQuery(filter: ActivityFilter) {
  const search = activitySearch(filter);
  return infiniteQueryOptions({
    queryKey: [adminCallUrl(ADMIN_CALLS.activity), search],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(search);
      if (pageParam !== null) params.set('before', String(pageParam));
      const query = params.toString();
      return apiJson<ActivityPage>('GET', `${adminCallUrl(ADMIN_CALLS.activity)}${query ? `?${query}` : ''}`);
    },
    getNextPageParam: (page) => page.nextBefore,
    // Every opening of the tab shows the writes made since: none of them invalidates this list.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export const ACTIVITY_COPY = {
  title: 'Activity',
  hint: 'Every change made in this dashboard: who made it, what changed and when. Newest first.',
  kind: 'Kind',
  allKinds: 'All kinds',
  search: 'Search',
  searchPlaceholder: 'Admin, action, setting or field',
  loading: 'Loading activity...',
  failed: 'Failed to fetch activity',
  empty: 'No activity yet',
  emptyHint: 'Changes made in the dashboard are listed here.',
  noMatch: 'No activity matches this filter',
  more: 'Load more',
  loadingMore: 'Loading...',
} as const;
