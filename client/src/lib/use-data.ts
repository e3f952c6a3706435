import { createContext, use, useCallback, useEffect, useSyncExternalStore } from 'react';
import type { DataCache, DataKey, DataState } from './data-cache';

export const DataCacheContext = createContext<DataCache | null>(null);

/** The page data cache of this app (provided by AppProviders). */
export function useDataCache(): DataCache {
  const cache = use(DataCacheContext);
  if (!cache) throw new Error('useDataCache needs a DataCacheContext provider');
  return cache;
}

/** What a public data call describes: its cache key and, unless the key is its URL, how to fetch it. */
export interface DataQuery<T> {
  key: DataKey;
  fetch?: () => Promise<T>;
}

export type DataResult<T> = (
  | { status: 'pending'; data: undefined; error: null; isPending: true; isError: false }
  | { status: 'error'; data: T | undefined; error: Error; isPending: false; isError: true }
  | { status: 'success'; data: T; error: null; isPending: false; isError: false }
) & {
  /** Asks again now (a page's 'Try again'). */
  refetch: () => Promise<void>;
};

type Status<T> = Omit<DataResult<T>, 'refetch'>;

function statusOf<T>(state: DataState<T>): Status<T> {
  if (state.error)
    return { status: 'error', data: state.data, error: state.error, isPending: false, isError: true };
  if (state.data === undefined)
    return { status: 'pending', data: undefined, error: null, isPending: true, isError: false };
  return { status: 'success', data: state.data, error: null, isPending: false, isError: false };
}

/**
 * Reads one key: from the cache at once (the page's initial data on the first render, on the
 * server and in hydration alike), fetched when missing or stale once the page is mounted.
 */
export function useData<T>(query: DataQuery<T>): DataResult<T> {
  const cache = useDataCache();
  const { key, fetch } = query;
  const hash = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key
  const subscribe = useCallback((listener: () => void) => cache.observe(key, listener), [cache, hash]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key
  const read = useCallback(() => cache.state<T>(key), [cache, hash]);
  const state = useSyncExternalStore(subscribe, read, read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key; a fetcher is fixed per key
  useEffect(() => cache.ensureFresh(key, fetch), [cache, hash]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key
  const refetch = useCallback(() => cache.fetch(key), [cache, hash]);
  return { ...statusOf(state), refetch } as DataResult<T>;
}
