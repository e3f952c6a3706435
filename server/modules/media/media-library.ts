import type { FastifyBaseLogger } from 'fastify';
import type { ImageMeta, ImageMetaMap } from '../../../contract/responsive-image';
import type { Db } from '../../core/db/index';
import { mediaKey, mediaUrl, readAll, type Storage } from '../../core/storage/storage';
import { expectedWidths, missingWidths } from './asset-widths';
import {
  deleteAsset,
  findAsset,
  findAssetByBase,
  imageMetaByKey,
  insertAsset,
  markVariantReady,
} from './media-assets';
import { isMediaReferenced } from './media-references';
import { prepareImage } from './prepare-image';
import { withoutPrivateMetadata } from './strip-metadata';
import { createVariantBackfill } from './variant-backfill';

/**
 * Widths written before registration answers: enough for cards, thumbnails and phones. The
 * larger ones follow in the background (about a second for a 24-megapixel photo).
 */
const SYNC_MAX_WIDTH = 960;
const VARIANT_PATTERN = /^(.+)\.w(\d+)\.webp$/;

export interface StoredFile {
  sizeBytes: number;
  contentType: string;
}

export function baseKeyOf(key: string): string {
  return key.replace(/\.[a-z0-9]+$/i, '');
}

export function variantKey(key: string, width: number): string {
  return `${baseKeyOf(key)}.w${width}.webp`;
}

/**
 * The media files in use: registering one records what the public pages need (size, blur
 * preview, WebP variants), and removing one deletes its file and variants once nothing refers
 * to it any more.
 */
export function createMediaLibrary({
  db,
  storage,
  log,
}: {
  db: Db;
  storage: Storage;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}) {
  // One background job at a time: large variants never crowd out a registration in progress.
  let queue: Promise<void> = Promise.resolve();

  function inBackground(job: () => Promise<void>): Promise<void> {
    const run = queue.then(job).catch((error: unknown) => {
      log?.error({ err: error }, 'background image variants failed');
    });
    queue = run;
    return run;
  }

  async function writeVariant(key: string, width: number, render: (width: number) => Promise<Buffer>) {
    await storage.put(variantKey(key, width), await render(width), 'image/webp');
  }

  /**
   * Writes a variant of an asset already recorded, and records it ready; false when the asset
   * was deleted meanwhile: the variant just written belongs to nothing and is removed.
   */
  async function writeLateVariant(
    key: string,
    width: number,
    render: (width: number) => Promise<Buffer>,
  ): Promise<boolean> {
    await writeVariant(key, width, render);
    if (await markVariantReady(db, key, width)) return true;
    await storage.delete(variantKey(key, width));
    return false;
  }

  const backfill = createVariantBackfill({ db, storage, log, inBackground, writeLateVariant });

  async function drain(): Promise<void> {
    let current: Promise<void>;
    do {
      current = queue;
      await current;
    } while (current !== queue);
  }

  return {
    /**
     * Reads an uploaded image, writes its small variants and records it; the larger variants
     * are written in the background unless `complete` asks to wait for them (the seed does).
     * Throws UnreadableImageError when the bytes do not decode.
     */
    async registerImage(key: string, file: StoredFile, { complete = false } = {}): Promise<ImageMeta> {
      const uploaded = await readAll(storage, key);
      const prepared = await prepareImage(uploaded);
      // The original is served as a file too: it must not tell where the photo was taken.
      const clean = await withoutPrivateMetadata(uploaded);
      if (clean) await storage.put(key, clean, file.contentType);
      const now = prepared.widths.filter((width) => width <= SYNC_MAX_WIDTH || complete);
      const later = prepared.widths.filter((width) => !now.includes(width));
      for (const width of now) await writeVariant(key, width, prepared.render);
      await insertAsset(db, {
        storageKey: key,
        baseKey: baseKeyOf(key),
        kind: 'image',
        contentType: file.contentType,
        sizeBytes: clean ? clean.length : file.sizeBytes,
        ...prepared.meta,
        plannedWidths: prepared.widths,
        readyWidths: now,
      });
      if (later.length > 0) {
        void inBackground(async () => {
          for (const width of later) {
            if (!(await writeLateVariant(key, width, prepared.render))) return;
          }
        });
      }
      return prepared.meta;
    },

    async registerVideo(key: string, file: StoredFile): Promise<void> {
      await insertAsset(db, {
        storageKey: key,
        baseKey: baseKeyOf(key),
        kind: 'video',
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
      });
    },

    /** Deletes the files (and variants) of these public paths that nothing refers to any more. */
    async removeIfUnused(paths: readonly string[]): Promise<void> {
      for (const path of new Set(paths)) {
        const key = mediaKey(path);
        if (!key || (await isMediaReferenced(db, path))) continue;
        const asset = await findAsset(db, key);
        await deleteAsset(db, key);
        // The ladder's widths too: a backfill may be writing one the row had not planned yet.
        for (const width of asset ? expectedWidths(asset) : []) await storage.delete(variantKey(key, width));
        await storage.delete(key);
      }
    },

    /**
     * For a variant URL that has no file (a width not produced, or not finished yet): the key
     * of the nearest finished variant, and whether that answer is final (cacheable for good).
     */
    async resolveVariant(key: string): Promise<{ key: string; final: boolean } | null> {
      const match = VARIANT_PATTERN.exec(key);
      if (!match) return null;
      const asset = await findAssetByBase(db, match[1]!);
      if (!asset || asset.readyWidths.length === 0) return null;
      const wanted = Number(match[2]);
      const ready = [...asset.readyWidths].sort((a, b) => a - b);
      const width = ready.find((candidate) => candidate >= wanted) ?? ready.at(-1)!;
      // Final once every width a page may ask for is written: a stand-in cached for good would
      // outlive the variant the backfill or the queue is about to write.
      const final = missingWidths(asset).length === 0;
      return { key: variantKey(asset.storageKey, width), final };
    },

    /** Layout metadata of the registered images among these public paths. */
    async imageMeta(paths: readonly (string | null)[]): Promise<ImageMetaMap> {
      const keys = paths.map((path) => (path ? mediaKey(path) : null)).filter((key) => key !== null);
      const byKey = await imageMetaByKey(db, keys);
      return Object.fromEntries([...byKey].map(([key, meta]) => [mediaUrl(key), meta]));
    },

    /**
     * Starts writing, in the background and one image at a time, the variant widths that images
     * registered earlier lack (under a shorter ladder, or left unfinished by a stopped process).
     */
    backfillVariants: backfill.start,

    /** Takes no further image into the backfill; the one under way finishes (drain waits for it). */
    stopBackfill: backfill.stop,

    /** Resolves once every background job has finished, the whole backfill included (tests, seeding). */
    drain,

    /** App shutdown: the backfill takes no further image, then the jobs under way finish. */
    async close(): Promise<void> {
      backfill.stop();
      await drain();
    },
  };
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
