import type { Db } from '../../../core/db/index';
import { mediaKey, mediaUrl, type Storage, type StoredObject } from '../../../core/storage/storage';
import { findUpload } from '../media-uploads';
import { uploadIdOf } from '../uploads/upload-signer';

export interface ResolvedVideo extends StoredObject {
  key: string;
  /** The public path the site plays it from. */
  url: string;
}

/**
 * The stored file behind a videoPath as the admin sends it: a /media path (the saved setting),
 * the same as an absolute URL, or the upload URL of a file not yet saved. Only ever a key in
 * our own storage: the host of an absolute URL is ignored, so nothing else is ever fetched.
 */
export async function resolveVideo(
  db: Db,
  storage: Storage,
  videoPath: string,
): Promise<ResolvedVideo | null> {
  const uploadId = uploadIdOf(videoPath);
  let key: string | null;
  if (uploadId) {
    key = (await findUpload(db, uploadId))?.storageKey ?? null;
  } else {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(videoPath, 'http://video.invalid').pathname);
    } catch {
      return null;
    }
    key = mediaKey(pathname);
  }
  const object = key ? await storage.stat(key) : null;
  return key && object ? { key, url: mediaUrl(key), ...object } : null;
}
