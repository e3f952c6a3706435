import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataCache, DISCARD_UNUSED_AFTER_MS, STALE_AFTER_MS } from './data-cache';

afterEach(() => vi.useRealTimers());

/** A cache whose reads answer `answers` in turn, counting the requests made. */
function cacheAnswering(...answers: unknown[]) {
  const read = vi.fn(async (key: readonly unknown[]) => {
    if (answers.length === 0) throw new Error(`no answer left for ${String(key[0])}`);
    return answers.shift();
  });
  return { cache: new DataCache(read), read };
}

describe('DataCache (defaults)', () => {
  it('serves seeded data without a request for 5 minutes, then reads it again once a page shows it', async () => {
    vi.useFakeTimers();
    const { cache, read } = cacheAnswering(['fresh']);
    cache.set(['/api/sculptures'], ['seeded']);
    const stop = cache.observe(['/api/sculptures'], () => {});
    cache.ensureFresh(['/api/sculptures']);
    vi.advanceTimersByTime(STALE_AFTER_MS - 1);
    cache.ensureFresh(['/api/sculptures']);
    expect(read).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    cache.ensureFresh(['/api/sculptures']);
    await vi.waitFor(() => expect(cache.get(['/api/sculptures'])).toEqual(['fresh']));
    expect(read).toHaveBeenCalledOnce();
    stop();
  });

  it('shares one request among everyone asking at once, and never retries a failure by itself', async () => {
    const { cache, read } = cacheAnswering();
    await Promise.all([cache.fetch(['/api/about']), cache.fetch(['/api/about'])]);
    expect(read).toHaveBeenCalledOnce();
    expect(cache.state(['/api/about']).error?.message).toBe('no answer left for /api/about');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toHaveBeenCalledOnce();
  });

  it('drops data 10 minutes after the last page showing it went away, not while one shows it', () => {
    vi.useFakeTimers();
    const { cache } = cacheAnswering();
    cache.set(['/api/journal'], []);
    const stop = cache.observe(['/api/journal'], () => {});
    vi.advanceTimersByTime(DISCARD_UNUSED_AFTER_MS * 2);
    expect(cache.get(['/api/journal'])).toEqual([]);

    stop();
    vi.advanceTimersByTime(DISCARD_UNUSED_AFTER_MS - 1);
    expect(cache.get(['/api/journal'])).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(cache.get(['/api/journal'])).toBeUndefined();
  });

  it('invalidating a prefix refetches what pages show and leaves the rest to be read when shown', async () => {
    const { cache, read } = cacheAnswering({ value: 'New title' });
    cache.set(['/api/site-settings', 'homepage-hero-title'], { value: 'Old title' });
    cache.set(['/api/site-settings', 'artist-name'], { value: 'Ada' });
    cache.set(['/api/about'], null);
    const stop = cache.observe(['/api/site-settings', 'homepage-hero-title'], () => {});

    await cache.invalidate(['/api/site-settings']);
    expect(read).toHaveBeenCalledOnce();
    expect(read).toHaveBeenCalledWith(['/api/site-settings', 'homepage-hero-title']);
    expect(cache.get(['/api/site-settings', 'homepage-hero-title'])).toEqual({ value: 'New title' });
    // Stale now: the next page showing it reads it again.
    read.mockResolvedValueOnce({ value: 'Grace' });
    cache.ensureFresh(['/api/site-settings', 'artist-name']);
    await vi.waitFor(() =>
      expect(cache.get(['/api/site-settings', 'artist-name'])).toEqual({ value: 'Grace' }),
    );
    expect(cache.get(['/api/about'])).toBeNull();
    stop();
  });

  it('tells the pages showing a key when its data changes', () => {
    const { cache } = cacheAnswering();
    const listener = vi.fn();
    const stop = cache.observe(['/api/popup-settings'], listener);
    cache.set(['/api/popup-settings'], { enabled: 'true' });
    expect(listener).toHaveBeenCalledOnce();
    stop();
    cache.set(['/api/popup-settings'], { enabled: 'false' });
    expect(listener).toHaveBeenCalledOnce();
  });
});
