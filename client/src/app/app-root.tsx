import { type ReactNode, StrictMode } from 'react';
import { AppErrorBoundary } from '@/components/layout/app-error-boundary';
import type { DataCache } from '@/lib/data-cache';
import { AppProviders } from './providers';

/**
 * The tree around the router, the same in the browser (start.tsx) and on the server
 * (entry-server.tsx): hydration adopts the server's markup only when both render the same tree.
 */
export function AppRoot({ dataCache, children }: { dataCache: DataCache; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders dataCache={dataCache}>{children}</AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
