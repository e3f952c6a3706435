import { fetchKey } from './api-client';

/**
 * The public pages' data cache: answers of GET calls keyed by their query key, fresh for
 * 5 minutes, dropped 10 minutes after the last page that showed them is gone, no retries, no
 * refetch on focus, no polling. The admin keeps its own, richer cache (TanStack Query, in its
 * lazy chunks); this one is small because every public page downloads it.
 */

export type DataKey = readonly unknown[];

/** What a page reads of one key: a new object each time it changes, the same one otherwise. */
export interface DataState<T = unknown> {
  data: T | undefined;
  error: Error | null;
  /** Set while a request for the key is in flight. */
  fetching: boolean;
}

interface Entry {
  state: DataState;
  updatedAt: number;
  observers: number;
  listeners: Set<() => void>;
  request?: Promise<void>;
  fetcher?: () => Promise<unknown>;
  gcTimer?: ReturnType<typeof setTimeout>;
}

const MINUTE = 60_000;
export const STALE_AFTER_MS = 5 * MINUTE;
export const DISCARD_UNUSED_AFTER_MS = 10 * MINUTE;

const EMPTY: DataState = { data: undefined, error: null, fetching: false };

const hashKey = (key: DataKey) => JSON.stringify(key);
const startsWith = (key: DataKey, prefix: DataKey) =>
  prefix.length <= key.length && prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]));

export class DataCache {
  private readonly entries = new Map<string, Entry & { key: DataKey }>();

  constructor(private readonly defaultFetcher: (key: DataKey) => Promise<unknown>) {}

  private entry(key: DataKey): Entry & { key: DataKey } {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { key, state: EMPTY, updatedAt: 0, observers: 0, listeners: new Set() };
      this.entries.set(hash, entry);
    }
    return entry;
  }

  private update(entry: Entry, state: Partial<DataState>): void {
    entry.state = { ...entry.state, ...state };
    for (const listener of entry.listeners) listener();
  }

  state<T>(key: DataKey): DataState<T> {
    return (this.entries.get(hashKey(key))?.state ?? EMPTY) as DataState<T>;
  }

  get<T>(key: DataKey): T | undefined {
    return this.state<T>(key).data;
  }

  /** Stores `data` as fetched now (the page's initial data, or what a form's answer implies). */
  set<T>(key: DataKey, data: T | ((previous: T | undefined) => T)): void {
    const entry = this.entry(key);
    const next =
      typeof data === 'function' ? (data as (previous: T | undefined) => T)(entry.state.data as T) : data;
    entry.updatedAt = Date.now();
    this.update(entry, { data: next, error: null });
    this.scheduleDiscard(entry);
  }

  /** Fetches `key` now; a request already in flight for it is shared, never doubled. */
  fetch(key: DataKey, fetcher?: () => Promise<unknown>): Promise<void> {
    const entry = this.entry(key);
    if (fetcher) entry.fetcher = fetcher;
    if (entry.request) return entry.request;
    const run = entry.fetcher ?? (() => this.defaultFetcher(key));
    this.update(entry, { fetching: true });
    entry.request = run().then(
      (data) => {
        entry.updatedAt = Date.now();
        this.update(entry, { data, error: null, fetching: false });
      },
      (error: unknown) => {
        this.update(entry, {
          error: error instanceof Error ? error : new Error(String(error)),
          fetching: false,
        });
      },
    );
    void entry.request.finally(() => {
      entry.request = undefined;
      this.scheduleDiscard(entry);
    });
    return entry.request;
  }

  /**
   * Fetches `key` unless it holds data younger than the freshness window (a failed read is
   * tried again by the next page that shows it, never by a timer).
   */
  ensureFresh(key: DataKey, fetcher?: () => Promise<unknown>): void {
    const entry = this.entry(key);
    if (fetcher) entry.fetcher = fetcher;
    const fresh = entry.state.data !== undefined && Date.now() - entry.updatedAt < STALE_AFTER_MS;
    if (!fresh) void this.fetch(key);
  }

  /** Marks every key under `prefix` stale; the ones a page shows are fetched again at once. */
  invalidate(prefix: DataKey): Promise<void> {
    const refetches: Promise<void>[] = [];
    for (const entry of this.entries.values()) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.updatedAt = 0;
      if (entry.observers > 0) refetches.push(this.fetch(entry.key));
    }
    return Promise.all(refetches).then(() => {});
  }

  /** Follows `key` for a page that shows it: while any does, it is never discarded. */
  observe(key: DataKey, listener: () => void): () => void {
    const entry = this.entry(key);
    entry.observers += 1;
    entry.listeners.add(listener);
    clearTimeout(entry.gcTimer);
    return () => {
      entry.observers -= 1;
      entry.listeners.delete(listener);
      this.scheduleDiscard(entry);
    };
  }

  /** Drops every key no page shows (the low-memory cleanup). */
  removeUnused(): void {
    for (const [hash, entry] of this.entries) {
      if (entry.observers === 0 && !entry.request) this.discard(hash, entry);
    }
  }

  /** Drops everything (the server renderer, once a page is rendered). */
  clear(): void {
    for (const [hash, entry] of this.entries) this.discard(hash, entry);
  }

  private discard(hash: string, entry: Entry): void {
    clearTimeout(entry.gcTimer);
    this.entries.delete(hash);
  }

  private scheduleDiscard(entry: Entry & { key: DataKey }): void {
    if (entry.observers > 0 || entry.request || typeof window === 'undefined') return;
    clearTimeout(entry.gcTimer);
    entry.gcTimer = setTimeout(() => {
      const hash = hashKey(entry.key);
      if (entry.observers === 0 && this.entries.get(hash) === entry) this.discard(hash, entry);
    }, DISCARD_UNUSED_AFTER_MS);
  }
}

/** The public pages' cache, reading a key by GET of its URL (lib/api-client). */
export function createDataCache(): DataCache {
  return new DataCache((key) => fetchKey(key));
}

let pageCache: DataCache | undefined;

/** Makes `cache` the one this browser tab's pages read (app/start.tsx). */
export function adoptAsPageCache(cache: DataCache): void {
  pageCache = cache;
}

/**
 * Marks public data stale after the admin changed it (a save refreshes the public reads
 * too); pages showing it fetch it again. Nothing to do where no public page has been loaded.
 */
export function invalidatePublicData(prefix: DataKey): Promise<void> {
  return pageCache?.invalidate(prefix) ?? Promise.resolve();
}
