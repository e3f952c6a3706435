import { MEMORY_CHECK_INTERVAL_MS } from '@contract/limits';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMemoryWatch } from './memory-watch';
import { createQueryClient } from './query-client';

afterEach(() => vi.useRealTimers());

function cacheWithOneWatchedQuery() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/sculptures'], []);
  queryClient.setQueryData(['/api/about'], null);
  // A mounted page observes its query: that one is in use and must survive a cleanup. The data
  // is fresh, so observing it fetches nothing.
  const unsubscribe = new QueryObserver(queryClient, { queryKey: ['/api/sculptures'] }).subscribe(() => {});
  return { queryClient, unsubscribe };
}

const cachedKeys = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0]);

describe('startMemoryWatch (§4, §9)', () => {
  it('drops unused cache entries when the heap passes 90%, every 30 s', () => {
    vi.useFakeTimers();
    const { queryClient, unsubscribe } = cacheWithOneWatchedQuery();
    let use = 0.5;
    const stop = startMemoryWatch(queryClient, () => use);

    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS);
    expect(cachedKeys(queryClient)).toHaveLength(2);

    use = 0.95;
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS - 1);
    expect(cachedKeys(queryClient)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(cachedKeys(queryClient)).toEqual(['/api/sculptures']);

    stop();
    unsubscribe();
  });

  it('cleans once per low-memory episode; below 70% the state clears', () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    const remove = vi.spyOn(queryClient, 'removeQueries');
    const readings = [0.95, 0.92, 0.8, 0.95, 0.6, 0.95];
    const stop = startMemoryWatch(queryClient, () => readings.shift() ?? null);
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS * 6);
    // 0.95 cleans; 0.92, 0.8 and 0.95 stay in the same episode; 0.6 ends it; 0.95 cleans again.
    expect(remove).toHaveBeenCalledTimes(2);
    stop();
  });

  it('idles where the browser reports no heap figures', () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    const remove = vi.spyOn(queryClient, 'removeQueries');
    const stop = startMemoryWatch(queryClient, () => null);
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS * 3);
    expect(remove).not.toHaveBeenCalled();
    stop();
  });
});
