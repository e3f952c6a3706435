import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { adminQueryClient } from '@/lib/admin-query-client';

/**
 * An admin page inside the admin's query cache. The public pages read through the small data
 * cache every visitor downloads (lib/data-cache.ts); TanStack Query comes with the admin chunks.
 */
export function withAdminQueries(Page: ComponentType): ComponentType {
  return function AdminQueries() {
    return (
      <QueryClientProvider client={adminQueryClient()}>
        <Page />
      </QueryClientProvider>
    );
  };
}
