import { describe, expect, it, vi } from 'vitest';
import { createDataCache } from './data-cache';
import { INITIAL_DATA_ELEMENT_ID, readInitialData, seedDataCache } from './initial-data';

function documentWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = INITIAL_DATA_ELEMENT_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('initial data', () => {
  it('reads the [queryKey, data] pairs the server embedded', () => {
    const entries = readInitialData(
      documentWith(
        '[[["/api/sculptures"],[{"id":1}]],[["/api/site-settings","artist-name"],{"value":"Ada"}]]',
      ),
    );
    expect(entries).toEqual([
      [['/api/sculptures'], [{ id: 1 }]],
      [['/api/site-settings', 'artist-name'], { value: 'Ada' }],
    ]);
  });

  it('yields nothing for a missing, broken or foreign block', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readInitialData(documentWith(null))).toEqual([]);
    expect(readInitialData(documentWith('{not json'))).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(readInitialData(documentWith('{"a":1}'))).toEqual([]);
    expect(readInitialData(documentWith('[["no key"],[[],1],[["/api/about"],null]]'))).toEqual([
      [['/api/about'], null],
    ]);
  });

  it('seeds fresh cache entries, so the first render needs no request', () => {
    const cache = createDataCache();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    seedDataCache(cache, [[['/api/popup-settings'], { enabled: 'false' }]]);
    expect(cache.get(['/api/popup-settings'])).toEqual({ enabled: 'false' });
    // Fresh: a page showing it now asks nothing of the server.
    cache.ensureFresh(['/api/popup-settings']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
