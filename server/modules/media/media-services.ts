import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/index';
import type { DiskSpace } from '../../core/storage/disk-space';
import type { Storage } from '../../core/storage/storage';
import { createMediaLibrary } from './media-library';
import { createUploadService } from './uploads/upload-service';
import type { MediaFetcher } from './video/measure-playback';
import { createVideoChecks } from './video/video-checks';

/** The media pipeline (uploads, image variants, video checks), built once per app from the database and the storage. */
/** The media module's services, made once per app. */
export type MediaServices = ReturnType<typeof createMediaServices>;

export function createMediaServices(deps: {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  ffprobe: string | null;
  fetchMedia: MediaFetcher;
  uploadTempDir: string;
  diskSpace: DiskSpace;
}) {
  const { db, storage } = deps;
  const media = createMediaLibrary({ db, storage, log: deps.log });
  const uploads = createUploadService({
    db,
    storage,
    tempDir: deps.uploadTempDir,
    diskSpace: deps.diskSpace,
  });
  return {
    library: media,
    uploads,
    videoChecks: createVideoChecks({ db, storage, ffprobe: deps.ffprobe, fetchMedia: deps.fetchMedia }),
  };
}
