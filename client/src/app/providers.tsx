import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { startMemoryWatch } from '@/lib/memory-watch';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => startMemoryWatch(queryClient), [queryClient]);
  // The page is live (hydrated or rendered): the journeys wait for this mark before they click,
  // since a server-rendered page shows its buttons before their handlers exist.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
