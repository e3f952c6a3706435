import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { variantWidths } from '../../../contract/responsive-image';
import type { Database } from '../../core/db/index';
import { createLocalStorage } from '../../core/storage/local-storage';
import { mediaUrl, readAll, type Storage } from '../../core/storage/storage';
import { StorageError } from '../../core/storage/storage-error';
import { mediaAssets } from '../../db/schema';
import { createIsolatedMedia } from '../../test/isolated-media';
import { makeJpeg, padTo, SIGNATURES } from '../../test/media-fixtures';
import { createTestApp, openTestDatabase } from '../../test/test-app';
import { findAsset, type MediaAssetRow } from './media-assets';
import { createMediaLibrary, variantKey } from './media-library';

/** The ladder images were registered under before 400, 480, 720 and 800 were added. */
const OLD_LADDER = [320, 640, 960, 1280, 1600, 2048];
const oldWidths = (width: number) => {
  const top = Math.min(width, 2048);
  return [...OLD_LADDER.filter((candidate) => candidate < top), top];
};
const silentLog = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });
const sorted = (widths: number[]) => [...widths].sort((a, b) => a - b);

let database: Database;
let root: string;
let storage: Storage;

beforeAll(async () => {
  database = await openTestDatabase();
  root = await mkdtemp(path.join(os.tmpdir(), 'vitrine-backfill-'));
  storage = createLocalStorage(root);
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

let count = 0;
/** Registers a photo, then puts its row and files back as the old ladder left them. */
async function registeredUnderOldLadder(width: number, height: number): Promise<string> {
  const key = `backfill/photo-${count++}.jpg`;
  const photo = await makeJpeg(width, height);
  await storage.put(key, photo, 'image/jpeg');
  const media = createMediaLibrary({ db: database.db, storage });
  await media.registerImage(key, { sizeBytes: photo.length, contentType: 'image/jpeg' }, { complete: true });
  const old = oldWidths(width);
  for (const added of variantWidths(width).filter((w) => !old.includes(w))) {
    await storage.delete(variantKey(key, added));
  }
  await database.db
    .update(mediaAssets)
    .set({ plannedWidths: old, readyWidths: old })
    .where(eq(mediaAssets.storageKey, key));
  return key;
}

async function row(key: string): Promise<MediaAssetRow> {
  const found = await findAsset(database.db, key);
  if (!found) throw new Error(`no asset ${key}`);
  return found;
}

/** The widths of the variant files of `key` in storage. */
async function variantFiles(key: string): Promise<number[]> {
  const widths: number[] = [];
  for await (const stored of storage.list()) {
    const match = /\.w(\d+)\.webp$/.exec(stored);
    if (match && stored.startsWith(key.replace(/\.jpg$/, '.w'))) widths.push(Number(match[1]));
  }
  return sorted(widths);
}

/** Runs each library's backfill at once and waits for all of them. */
async function backfill(...libraries: ReturnType<typeof createMediaLibrary>[]) {
  for (const library of libraries) library.backfillVariants();
  await Promise.all(libraries.map((library) => library.drain()));
}

describe('the variant backfill', () => {
  it('writes the widths the ladder gained, each recorded once, with two instances running it at once', async () => {
    const keys = [await registeredUnderOldLadder(1600, 1000), await registeredUnderOldLadder(900, 1200)];
    const first = createMediaLibrary({ db: database.db, storage });
    const second = createMediaLibrary({ db: database.db, storage });
    expect(await first.resolveVariant(variantKey(keys[0]!, 720))).toEqual({
      key: variantKey(keys[0]!, 960),
      final: false,
    });

    await backfill(first, second);

    for (const key of keys) {
      const asset = await row(key);
      const widths = variantWidths(asset.width!);
      expect(asset.plannedWidths).toEqual(widths);
      expect(asset.readyWidths).toHaveLength(widths.length);
      expect(sorted(asset.readyWidths)).toEqual(widths);
      expect(await variantFiles(key)).toEqual(widths);
    }
    const written = await sharp(await readAll(storage, variantKey(keys[0]!, 720))).metadata();
    expect(written).toMatchObject({ format: 'webp', width: 720, height: 450 });
    // The 720 URL is now its own file; a width never produced is final at the largest.
    expect(await first.resolveVariant(variantKey(keys[1]!, 2048))).toEqual({
      key: variantKey(keys[1]!, 900),
      final: true,
    });
  });

  it('writes the widths a stopped process left unwritten, and leaves complete images alone', async () => {
    const key = await registeredUnderOldLadder(1600, 1000);
    const complete = await registeredUnderOldLadder(300, 200);
    await database.db
      .update(mediaAssets)
      .set({ readyWidths: [320, 640, 960] })
      .where(eq(mediaAssets.storageKey, key));
    const reads: string[] = [];
    const library = createMediaLibrary({
      db: database.db,
      storage: spying(storage, { onRead: (k) => reads.push(k) }),
    });

    await backfill(library);

    expect(sorted((await row(key)).readyWidths)).toEqual(variantWidths(1600));
    expect(reads).not.toContain(complete);
  });

  it('removes the variant it wrote for an image deleted meanwhile', async () => {
    const key = await registeredUnderOldLadder(900, 1200);
    let library: ReturnType<typeof createMediaLibrary> | undefined;
    let removed = false;
    // Another instance removes the image just before this one writes its first new width.
    const racing = spying(storage, {
      beforePut: async (put) => {
        if (removed || !put.startsWith(key.replace(/\.jpg$/, '.w'))) return;
        removed = true;
        await library!.removeIfUnused([mediaUrl(key)]);
      },
    });
    library = createMediaLibrary({ db: database.db, storage: racing });

    await backfill(library);

    expect(removed).toBe(true);
    expect(await findAsset(database.db, key)).toBeNull();
    expect(await variantFiles(key)).toEqual([]);
    expect(await storage.stat(key)).toBeNull();
  });

  it('marks an original that is missing or does not decode, and never reads it again', async () => {
    const corrupt = await registeredUnderOldLadder(900, 1200);
    await storage.put(corrupt, padTo(SIGNATURES.jpeg, 4096), 'image/jpeg');
    const missing = await registeredUnderOldLadder(900, 1200);
    await storage.delete(missing);
    const log = silentLog();

    await backfill(createMediaLibrary({ db: database.db, storage, log }));

    for (const key of [corrupt, missing]) {
      const asset = await row(key);
      expect(asset.originalUnreadableAt).toBeInstanceOf(Date);
      expect(asset.readyWidths).toEqual(oldWidths(900));
      // Planned, so a stand-in for 720 stays provisional.
      expect(asset.plannedWidths).toEqual(variantWidths(900));
      expect(await variantFiles(key)).toEqual(oldWidths(900));
    }
    expect(log.warn).toHaveBeenCalledTimes(2);

    const touched: string[] = [];
    const again = createMediaLibrary({
      db: database.db,
      storage: spying(storage, { onRead: (k) => touched.push(k), onStat: (k) => touched.push(k) }),
    });
    await backfill(again);
    expect(touched).not.toContain(corrupt);
    expect(touched).not.toContain(missing);
    expect(await again.resolveVariant(variantKey(corrupt, 720))).toEqual({
      key: variantKey(corrupt, 900),
      final: false,
    });
  });

  it('stops at a storage failure and leaves the rest for the next start', async () => {
    const keys = [await registeredUnderOldLadder(900, 1200), await registeredUnderOldLadder(900, 1200)];
    let stats = 0;
    const failing = spying(storage, {
      onStat: () => {
        stats++;
        throw new StorageError('stat', Object.assign(new Error('EIO'), { code: 'EIO' }));
      },
    });
    const log = silentLog();

    await backfill(createMediaLibrary({ db: database.db, storage: failing, log }));

    expect(stats).toBe(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    await backfill(createMediaLibrary({ db: database.db, storage }));
    for (const key of keys) expect(sorted((await row(key)).readyWidths)).toEqual(variantWidths(900));
  });

  it('takes no further image once the library closes, and finishes the one under way', async () => {
    const keys = [await registeredUnderOldLadder(900, 1200), await registeredUnderOldLadder(900, 1200)];
    let library: ReturnType<typeof createMediaLibrary> | undefined;
    let closing: Promise<void> | undefined;
    const closingMidway = spying(storage, {
      beforePut: async () => {
        closing ??= library!.close();
      },
    });
    library = createMediaLibrary({ db: database.db, storage: closingMidway });

    library.backfillVariants();
    await library.drain();
    await closing;

    const done = [];
    for (const key of keys) done.push(sorted((await row(key)).readyWidths));
    expect(done).toEqual(expect.arrayContaining([variantWidths(900), oldWidths(900)]));
  });
});

describe('the app', () => {
  it('backfills the images of an installation upgraded from the old ladder once it is ready', async () => {
    const media = await createIsolatedMedia();
    const t = await createTestApp({ storage: media.storage, uploadTempDir: media.uploadTempDir });
    try {
      // A demo picture, as the old ladder left it.
      const [picture] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.kind, 'image')).limit(1);
      const { storageKey: key, width } = picture!;
      const old = oldWidths(width!);
      const added = variantWidths(width!).filter((w) => !old.includes(w));
      expect(added.length).toBeGreaterThan(0);
      for (const w of added) await media.storage.delete(variantKey(key, w));
      await t.db
        .update(mediaAssets)
        .set({ plannedWidths: old, readyWidths: old })
        .where(eq(mediaAssets.storageKey, key));

      await t.app.ready();

      await vi.waitFor(
        async () => expect(sorted((await findAsset(t.db, key))!.readyWidths)).toEqual(variantWidths(width!)),
        { timeout: 20_000, interval: 50 },
      );
      for (const w of added) expect(await media.storage.stat(variantKey(key, w))).not.toBeNull();
    } finally {
      await t.close();
      await media.remove();
    }
  });
});

/** The storage with hooks on some calls (a spy, a race, a failure). */
function spying(
  inner: Storage,
  hooks: {
    onRead?: (key: string) => void;
    onStat?: (key: string) => void;
    beforePut?: (key: string) => Promise<void>;
  },
): Storage {
  return {
    ...inner,
    async read(key, range) {
      hooks.onRead?.(key);
      return inner.read(key, range);
    },
    async stat(key) {
      hooks.onStat?.(key);
      return inner.stat(key);
    },
    async put(key, body, contentType) {
      await hooks.beforePut?.(key);
      return inner.put(key, body, contentType);
    },
  };
}
