import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api-client';

const MINUTE = 60_000;

/** The §7 cache defaults: fresh 5 min, kept 10 min, no retries, no focus refetch, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
