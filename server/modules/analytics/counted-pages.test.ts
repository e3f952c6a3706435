import { describe, expect, it } from 'vitest';
import type { Db } from '../../core/db/index';
import { createCountedPages } from './counted-pages';

/** A database whose shown pieces are `shown`, counting how often the list is read. */
function fakeDatabase(shown: string[]) {
  const database = { reads: 0, shown };
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          database.reads += 1;
          return database.shown.map((slug) => ({ slug }));
        },
      }),
    }),
  } as unknown as Db;
  return { database, db };
}

function changes() {
  const listeners: (() => void)[] = [];
  return {
    onChange: (listener: () => void) => listeners.push(listener),
    change: () => {
      for (const listener of listeners) listener();
    },
  };
}

// Each read of the list is two queries: the pieces and the posts.
const READ = 2;

describe('the paths a beacon may count', () => {
  it('reads the list once for a flood of made-up slugs, and again only after a few seconds', async () => {
    let now = 0;
    const { database, db } = fakeDatabase(['hero-kid']);
    const countedPath = createCountedPages(db, () => now, changes());
    for (let i = 0; i < 200; i++) expect(await countedPath(`/sculptures/made-up-${i}`)).toBeNull();
    expect(database.reads).toBe(READ);
    now += 5_000;
    expect(await countedPath('/sculptures/made-up-again')).toBeNull();
    expect(database.reads).toBe(2 * READ);
  });

  it('counts a piece shown a moment after the list was read, with one read per change of content', async () => {
    const { database, db } = fakeDatabase(['hero-kid']);
    const content = changes();
    const countedPath = createCountedPages(db, () => 0, content);
    expect(await countedPath('/sculptures/hero-kid')).toBe('/sculptures/hero-kid');
    database.shown.push('just-added-kid');
    content.change();
    for (let i = 0; i < 100; i++) {
      expect(await countedPath('/sculptures/just-added-kid')).toBe('/sculptures/just-added-kid');
      expect(await countedPath(`/sculptures/made-up-${i}`)).toBeNull();
    }
    expect(database.reads).toBe(2 * READ);
  });
});
