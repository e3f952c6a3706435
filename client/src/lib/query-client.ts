import { MutationCache, QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api-client';
import { toastMutationFailure } from './mutation-failure';

const MINUTE = 60_000;

/**
 * The admin's query client. The cache defaults: fresh 5 min, kept 10 min, no retries, no
 * focus refetch, no polling. A failed write shows the toast its mutation names (mutation-failure.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: toastMutationFailure }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
