import type { DataCache, DataKey } from './data-cache';

/** The data block the server renders into every page (server/modules/pages/render-page.ts). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

export type InitialDataEntry = [DataKey, unknown];

function isEntry(value: unknown): value is InitialDataEntry {
  return Array.isArray(value) && value.length === 2 && Array.isArray(value[0]) && value[0].length > 0;
}

/**
 * The `[queryKey, data]` pairs of the page's initial data. A missing or unreadable block (the
 * Vite dev server, a cached shell) yields none: the queries then simply fetch.
 */
export function readInitialData(doc: Document = document): InitialDataEntry[] {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch (error) {
    console.warn('Ignoring unreadable initial data', error);
    return [];
  }
}

/**
 * Seeds the cache before the first render, so the page draws without an API round trip. The
 * entries count as fetched now, so the staleTime applies from page load as for any fetch.
 */
export function seedDataCache(cache: DataCache, entries: readonly InitialDataEntry[]): void {
  for (const [key, data] of entries) cache.set(key, data);
}
