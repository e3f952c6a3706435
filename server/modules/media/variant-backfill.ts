import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/index';
import { readAll, type Storage } from '../../core/storage/storage';
import { StorageError } from '../../core/storage/storage-error';
import { expectedWidths, missingWidths } from './asset-widths';
import { findAsset, markOriginalUnreadable, planVariants, readableImages } from './media-assets';
import { type PreparedImage, prepareImage, UnreadableImageError } from './prepare-image';

type Render = PreparedImage['render'];

export interface VariantBackfillDeps {
  db: Db;
  storage: Storage;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** The media library's queue: one job at a time, shared with the registrations' large variants. */
  inBackground: (job: () => Promise<void>) => Promise<void>;
  /** Writes one variant and records it ready; false when the asset was deleted meanwhile. */
  writeLateVariant: (key: string, width: number, render: Render) => Promise<boolean>;
}

/**
 * Gives the images registered earlier the variant widths they lack: those the ladder gained
 * since (pages ask for them at once, and get the nearest larger variant until they exist), and
 * those a stopped process left unwritten. Each image is one job on the library's queue, the next
 * queued when it ends, so a registration's large variants wait for one image at most.
 *
 * Several instances may run it at once on one database: they take the images in a random order,
 * so they mostly work on different ones, and each reads the row again before decoding, skipping
 * an image another has finished. Writing the same variant twice writes the same bytes, and a
 * width is recorded ready once. An original that is missing or does not decode is marked on its
 * row (logged once) and not tried again; a storage failure ends this start's run, and the next
 * start resumes it.
 */
export function createVariantBackfill({
  db,
  storage,
  log,
  inBackground,
  writeLateVariant,
}: VariantBackfillDeps) {
  let stopped = false;

  /** The original, decoded; null when it is missing or undecodable (then marked on its row). */
  async function decodeOriginal(key: string): Promise<PreparedImage | null> {
    let reason: unknown = new Error('the original is not in storage');
    if (await storage.stat(key)) {
      try {
        return await prepareImage(await readAll(storage, key));
      } catch (error) {
        if (!(error instanceof UnreadableImageError)) throw error;
        reason = error;
      }
    }
    // Gone with its row (a removal under way) is no finding.
    if (await markOriginalUnreadable(db, key)) {
      log?.warn(
        { err: reason, key },
        'image original unreadable: its missing variant widths are not written',
      );
    }
    return null;
  }

  async function complete(key: string): Promise<void> {
    const listed = await findAsset(db, key);
    if (!listed || listed.originalUnreadableAt || missingWidths(listed).length === 0) return;
    // Planned before any file is written: a removal from now on deletes these widths too, and
    // /media keeps a stand-in for them provisional.
    const asset = await planVariants(db, key, expectedWidths(listed));
    if (!asset) return;
    const prepared = await decodeOriginal(key);
    if (!prepared) return;
    for (const width of missingWidths(asset)) {
      if (!(await writeLateVariant(key, width, prepared.render))) return;
    }
  }

  function runOneAtATime(keys: string[]) {
    const next = () => {
      const key = keys.pop();
      if (key === undefined || stopped) return;
      void inBackground(async () => {
        try {
          await complete(key);
        } catch (error) {
          if (!(error instanceof StorageError)) throw error;
          keys.length = 0;
          log?.error({ err: error }, 'storage failed: the variant backfill resumes at the next start');
        } finally {
          next();
        }
      });
    };
    next();
  }

  return {
    /** Lists the images lacking widths and queues the first; call once the database is migrated. */
    start(): void {
      stopped = false;
      void inBackground(async () => {
        if (stopped) return;
        const keys = (await readableImages(db))
          .filter((asset) => missingWidths(asset).length > 0)
          .map((asset) => asset.storageKey);
        if (keys.length === 0) return;
        log?.info(
          { images: keys.length },
          'writing the variant widths earlier images lack, in the background',
        );
        runOneAtATime(shuffled(keys));
      });
    },

    /** Takes no further image (shutdown); the one under way finishes. */
    stop(): void {
      stopped = true;
    },
  };
}

/** Fisher-Yates, so instances starting together do not walk the images in the same order. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
