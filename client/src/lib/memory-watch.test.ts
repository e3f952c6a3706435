import { MEMORY_CHECK_INTERVAL_MS } from '@contract/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataCache, type DataCache } from './data-cache';
import { startMemoryWatch } from './memory-watch';

afterEach(() => vi.useRealTimers());

function cacheWithOneWatchedQuery() {
  const cache = createDataCache();
  cache.set(['/api/sculptures'], []);
  cache.set(['/api/about'], { title: 'About' });
  // A mounted page observes its key: that one is in use and must survive a cleanup.
  const unsubscribe = cache.observe(['/api/sculptures'], () => {});
  return { cache, unsubscribe };
}

const cachedKeys = (cache: DataCache) =>
  ['/api/sculptures', '/api/about'].filter((key) => cache.get([key]) !== undefined);

describe('startMemoryWatch', () => {
  it('drops unused cache entries when the heap passes 90%, every 30 s', () => {
    vi.useFakeTimers();
    const { cache, unsubscribe } = cacheWithOneWatchedQuery();
    let use = 0.5;
    const stop = startMemoryWatch(cache, () => use);

    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS);
    expect(cachedKeys(cache)).toHaveLength(2);

    use = 0.95;
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS - 1);
    expect(cachedKeys(cache)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(cachedKeys(cache)).toEqual(['/api/sculptures']);

    stop();
    unsubscribe();
  });

  it('cleans once per low-memory episode; below 70% the state clears', () => {
    vi.useFakeTimers();
    const cache = createDataCache();
    const remove = vi.spyOn(cache, 'removeUnused');
    const readings = [0.95, 0.92, 0.8, 0.95, 0.6, 0.95];
    const stop = startMemoryWatch(cache, () => readings.shift() ?? null);
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS * 6);
    // 0.95 cleans; 0.92, 0.8 and 0.95 stay in the same episode; 0.6 ends it; 0.95 cleans again.
    expect(remove).toHaveBeenCalledTimes(2);
    stop();
  });

  it('idles where the browser reports no heap figures', () => {
    vi.useFakeTimers();
    const cache = createDataCache();
    const remove = vi.spyOn(cache, 'removeUnused');
    const stop = startMemoryWatch(cache, () => null);
    vi.advanceTimersByTime(MEMORY_CHECK_INTERVAL_MS * 3);
    expect(remove).not.toHaveBeenCalled();
    stop();
  });
});
