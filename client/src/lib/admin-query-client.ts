import type { QueryClient } from '@tanstack/react-query';
import { onAdminDataChanged } from './cache-bridge';
import { createQueryClient } from './query-client';

let client: QueryClient | undefined;

/** The admin's one query cache, made when the first admin code asks for it. */
export function adminQueryClient(): QueryClient {
  if (!client) {
    const created = createQueryClient();
    onAdminDataChanged((queryKey) => void created.invalidateQueries({ queryKey }));
    client = created;
  }
  return client;
}
