import { type ReactNode, useEffect } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import type { DataCache } from '@/lib/data-cache';
import { startMemoryWatch } from '@/lib/memory-watch';
import { DataCacheContext } from '@/lib/use-data';

export function AppProviders({ dataCache, children }: { dataCache: DataCache; children: ReactNode }) {
  useEffect(() => startMemoryWatch(dataCache), [dataCache]);
  // The page is live (hydrated or rendered): the journeys wait for this mark before they click,
  // since a server-rendered page shows its buttons before their handlers exist.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <DataCacheContext value={dataCache}>
      {children}
      <LazyToaster />
    </DataCacheContext>
  );
}
