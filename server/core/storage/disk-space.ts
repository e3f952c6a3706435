import { stat, statfs } from 'node:fs/promises';
import path from 'node:path';

/** A folder the site writes to on this machine's disks, named as an operator would know it. */
export interface WatchedFolder {
  name: string;
  path: string;
}

export interface DiskSpaceOptions {
  /** Where uploads are first written, then kept (local media); the data folder is watched as well. */
  uploadTemp: WatchedFolder;
  media?: WatchedFolder;
  others?: WatchedFolder[];
  /** Left free after any upload, for the database and the site's other writes. */
  marginBytes?: number;
  /** /readyz warns when a watched disk has less than this free. */
  warnBelowBytes?: number;
  /** Free bytes of the file system holding a folder (tests give a smaller disk). */
  freeBytesOf?: (folder: string) => Promise<number>;
}

export const UPLOAD_SPACE_MARGIN_BYTES = 64 * 2 ** 20;
export const LOW_SPACE_WARNING_BYTES = 512 * 2 ** 20;

/** What a full disk says (outage.ts answers it 503 like the real thing): nothing was written. */
export class NotEnoughSpaceError extends Error {
  readonly code = 'ENOSPC';
  constructor(readonly folder: string) {
    super(`Not enough free space in the ${folder} for this upload`);
    this.name = 'NotEnoughSpaceError';
  }
}

/** The folder itself, or the nearest parent that exists yet (a folder made on first write). */
async function existing(folder: string): Promise<string> {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    const found = await stat(current).catch(() => null);
    if (found || current === path.dirname(current)) return current;
  }
}

async function statfsFreeBytes(folder: string): Promise<number> {
  const info = await statfs(await existing(folder));
  // bavail: what an unprivileged writer may still use (root keeps a reserve on ext4).
  return info.bavail * info.bsize;
}

const megabytes = (bytes: number) => `${Math.floor(bytes / 2 ** 20)} MB`;

/**
 * Free space where the site writes: an upload is refused before a byte is read when its file and
 * the margin do not fit, and /readyz warns while a disk runs low.
 */
export function createDiskSpace(options: DiskSpaceOptions) {
  const margin = options.marginBytes ?? UPLOAD_SPACE_MARGIN_BYTES;
  const warnBelow = options.warnBelowBytes ?? LOW_SPACE_WARNING_BYTES;
  const freeBytesOf = options.freeBytesOf ?? statfsFreeBytes;
  const uploadFolders = [options.uploadTemp, ...(options.media ? [options.media] : [])];
  const watched = [...uploadFolders, ...(options.others ?? [])];

  /** Folders grouped by the file system they are on: two on one disk share its free space. */
  async function byDisk(folders: WatchedFolder[]): Promise<WatchedFolder[][]> {
    const disks = new Map<number | string, WatchedFolder[]>();
    for (const folder of folders) {
      const device = await stat(await existing(folder.path)).then(
        (info) => info.dev,
        () => folder.path,
      );
      disks.set(device, [...(disks.get(device) ?? []), folder]);
    }
    return [...disks.values()];
  }

  return {
    /**
     * Throws NotEnoughSpaceError when an upload of `size` bytes would leave less than the margin
     * free: the file is written to the temp folder, then copied into local media.
     */
    async ensureRoomFor(size: number): Promise<void> {
      for (const folders of await byDisk(uploadFolders)) {
        const free = await freeBytesOf(folders[0]!.path);
        if (free < size * folders.length + margin) throw new NotEnoughSpaceError(folders[0]!.name);
      }
    },

    /** One line per disk below the warning level, naming its folders and what is left. */
    async warnings(): Promise<string[]> {
      const lines: string[] = [];
      for (const folders of await byDisk(watched)) {
        const free = await freeBytesOf(folders[0]!.path).catch(() => null);
        const names = folders.map((folder) => folder.name).join(', ');
        if (free === null) lines.push(`Free space of the ${names} could not be read`);
        else if (free < warnBelow) lines.push(`Free space is low for the ${names}: ${megabytes(free)} left`);
      }
      return lines;
    },
  };
}

export type DiskSpace = ReturnType<typeof createDiskSpace>;
