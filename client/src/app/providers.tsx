import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { startMemoryWatch } from '@/lib/memory-watch';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => startMemoryWatch(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
