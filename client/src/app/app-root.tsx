import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppErrorBoundary } from '@/components/layout/app-error-boundary';
import { AppProviders } from './providers';

/**
 * The tree around the router, the same in the browser (start.tsx) and on the server
 * (entry-server.tsx): hydration adopts the server's markup only when both render the same tree.
 */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>{children}</AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
