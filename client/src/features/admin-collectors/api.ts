import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { CollectorDetail, CollectorEdit, CollectorPage } from '@contract/collectors';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

const COLLECTORS = adminCallUrl(ADMIN_CALLS.collectors);

export function collectorSearch({ q, page }: { q: string; page: number }): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export const collectorQueries = {
  page: (filters: { q: string; page: number }) =>
    queryOptions<CollectorPage>({
      queryKey: [`${COLLECTORS}?${collectorSearch(filters)}`],
      placeholderData: (previous) => previous,
    }),
  detail: (id: number) => queryOptions<CollectorDetail>({ queryKey: [COLLECTORS, id] }),
};

export function useEditCollector(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: CollectorEdit) =>
      apiJson<CollectorDetail>('PATCH', adminCallUrl(ADMIN_CALLS.collector, { id }), edit),
    onSuccess: (saved) => {
      queryClient.setQueryData(collectorQueries.detail(id).queryKey, saved);
      return queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(`${COLLECTORS}?`),
      });
    },
    meta: { failure: { title: 'Error', description: 'Failed to save collector', detail: 'reason' } },
  });
}
