import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantWidths } from '../../../contract/responsive-image';
import type { Database } from '../../core/db/index';
import { createLocalStorage } from '../../core/storage/local-storage';
import { mediaUrl, type Storage } from '../../core/storage/storage';
import { mediaAssets } from '../../db/schema';
import { makeJpeg } from '../../test/media-fixtures';
import { openTestDatabase } from '../../test/test-app';
import { findAsset, markVariantReady } from './media-assets';
import { createMediaLibrary, type MediaLibrary, variantKey } from './media-library';

let database: Database;
let root: string;
let storage: Storage;
let media: MediaLibrary;
let photo: Buffer;

beforeAll(async () => {
  database = await openTestDatabase();
  root = await mkdtemp(path.join(os.tmpdir(), 'vitrine-media-library-'));
  storage = createLocalStorage(root);
  media = createMediaLibrary({ db: database.db, storage });
  photo = await makeJpeg(900, 1200);
});
afterAll(async () => {
  await media.drain();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

let count = 0;
/** A 900 px photo registered with every variant written. */
async function registered(): Promise<string> {
  const key = `library/photo-${count++}.jpg`;
  await storage.put(key, photo, 'image/jpeg');
  await media.registerImage(key, { sizeBytes: photo.length, contentType: 'image/jpeg' }, { complete: true });
  return key;
}

async function setWidths(key: string, widths: { plannedWidths?: number[]; readyWidths?: number[] }) {
  await database.db.update(mediaAssets).set(widths).where(eq(mediaAssets.storageKey, key));
}

describe('resolveVariant', () => {
  it('answers a width never produced with the nearest larger variant, final once every width is written', async () => {
    const key = await registered();
    expect(await media.resolveVariant(variantKey(key, 2048))).toEqual({
      key: variantKey(key, 900),
      final: true,
    });
    const above600 = variantWidths(900).find((width) => width > 600)!;
    expect(await media.resolveVariant(variantKey(key, 601))).toEqual({
      key: variantKey(key, above600),
      final: true,
    });
  });

  it('is not final while a width of the ladder is missing, though the row planned none of it', async () => {
    // As registered under a shorter ladder: pages already ask for 640, written later by the backfill.
    const key = await registered();
    await setWidths(key, { plannedWidths: [320, 900], readyWidths: [320, 900] });
    expect(await media.resolveVariant(variantKey(key, 640))).toEqual({
      key: variantKey(key, 900),
      final: false,
    });
  });

  it('is not final when a width was recorded twice and another is missing', async () => {
    const key = await registered();
    const widths = variantWidths(900);
    // As many entries as planned widths, but 900 is not among them.
    await setWidths(key, { readyWidths: [...widths.slice(0, -1), 320] });
    expect(await media.resolveVariant(variantKey(key, 900))).toEqual({
      key: variantKey(key, widths.at(-2)!),
      final: false,
    });
  });
});

describe('markVariantReady', () => {
  it('records a width once however many writers record it at the same time', async () => {
    const key = await registered();
    await setWidths(key, { readyWidths: [320] });
    const results = await Promise.all(
      [640, 640, 640, 720, 720].map((width) => markVariantReady(database.db, key, width)),
    );
    expect(results).toEqual([true, true, true, true, true]);
    expect((await findAsset(database.db, key))!.readyWidths.sort((a, b) => a - b)).toEqual([320, 640, 720]);
  });

  it('answers false for an asset that no longer exists', async () => {
    expect(await markVariantReady(database.db, 'library/none.jpg', 640)).toBe(false);
  });
});

describe('removeIfUnused', () => {
  it('deletes the original and every variant of the ladder, planned or not', async () => {
    const key = await registered();
    // The row as a shorter ladder left it, while every file of the current ladder exists (a
    // backfill on another instance planned and wrote them after this removal read the row).
    await setWidths(key, { plannedWidths: [320, 900], readyWidths: [320, 900] });
    await media.removeIfUnused([mediaUrl(key)]);
    expect(await findAsset(database.db, key)).toBeNull();
    const left = await readdir(path.join(root, 'library'));
    expect(left.filter((name) => name.startsWith(path.basename(key, '.jpg')))).toEqual([]);
  });
});
