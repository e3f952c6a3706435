import type { ImageType } from '@contract/sculpture-media-limits';

/**
 * The files picked in the Add form, kept in this browser's IndexedDB until the piece is saved or
 * the form is cancelled, so a reload or a closed tab loses them no more than the typed text
 * (decision 23; the text is in localStorage, which cannot hold files). One list: there is one
 * Add form. Storage refused (private windows, a full disk) only loses the safety copy.
 */
export interface KeptImage {
  imageType: ImageType;
  file: File;
}

const DATABASE = 'vitrine-unsaved';
const STORE = 'staged-images';
const KEY = 'sculpture:new';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

const isKept = (value: unknown): value is KeptImage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeptImage).imageType === 'string' &&
  (value as KeptImage).file instanceof Blob;

/** The files kept from before, in the order they were picked; none when storage is unavailable. */
export async function loadKeptImages(): Promise<KeptImage[]> {
  try {
    const kept = await run<unknown>('readonly', (store) => store.get(KEY));
    return Array.isArray(kept) ? kept.filter(isKept) : [];
  } catch {
    return [];
  }
}

/**
 * The writes of the kept list, one after another. Each write opens the database first, and two
 * opens can finish in either order: picks made in quick succession (two images, then a third)
 * once left the older list written last, and a reload brought back two images of three.
 */
let writes: Promise<void> = Promise.resolve();

/** Replaces the kept list with these files (none: removes it), after every earlier call's write. */
export function keepImages(images: readonly KeptImage[]): Promise<void> {
  const list = images.map(({ imageType, file }) => ({ imageType, file }));
  writes = writes.then(async () => {
    try {
      if (list.length === 0) await run('readwrite', (store) => store.delete(KEY));
      else await run('readwrite', (store) => store.put(list, KEY));
    } catch {
      // Storage refused: the picks still work, only the copy that survives a reload is missing.
    }
  });
  return writes;
}
