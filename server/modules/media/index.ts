import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import type { Storage } from '../../core/storage/storage';
import { adminKeptImageRoutes } from './admin-kept-image-routes';
import { adminVideoRoutes } from './admin-video-routes';
import type { MediaLibrary } from './media-library';
import { mediaRoutes } from './media-routes';
import { adminObjectRoutes } from './object-upload-routes';
import { uploadRoutes } from './upload-routes';
import type { UploadService } from './uploads/upload-service';
import type { VideoChecks } from './video/video-checks';

export { createMediaLibrary, type MediaLibrary } from './media-library';
export { newslettersShowing } from './media-references';
export { createMediaServices } from './media-services';
export { registerUpload } from './register-upload';
export { withImageMeta } from './sculpture-image-meta';
export { DEFAULT_UPLOAD_TEMP_DIR } from './uploads/receive-upload';
export { checkFile } from './uploads/upload-rules';
export type { UploadService } from './uploads/upload-service';
export { uploadIdOf } from './uploads/upload-signer';
export type { VideoChecks } from './video/video-checks';

/*
 * Media: every image and video the site shows. Uploads arrive by signed URL and are checked by
 * their bytes (uploads/), images are registered once and get their widths in the background
 * (the media library, the variant backfill), videos are probed and judged for the web (video/),
 * and /media/* serves them, holding back a locked piece's files. The services are made by
 * createMediaServices (app.ts), as other modules use them too; this plugin adds the routes.
 */

export interface MediaModuleOptions {
  db: Db;
  clock: Clock;
  storage: Storage;
  sessionIdleMs: number;
  media: MediaLibrary;
  uploads: UploadService;
  videoChecks: VideoChecks;
}

const mediaModule: FastifyPluginAsync<MediaModuleOptions> = async (app, options) => {
  const { db, media, uploads } = options;
  // Writes the variant widths earlier images lack, one image at a time; runs once per start.
  app.background.add('variant-backfill', {
    start: async () => media.backfillVariants(),
    stop: async () => media.stopBackfill(),
  });
  await app.register(mediaRoutes, {
    storage: options.storage,
    media,
    db,
    sessionIdleMs: options.sessionIdleMs,
    clock: options.clock,
  });
  await app.register(
    async (api) => {
      await api.register(uploadRoutes, { uploads });
      // Admin-only at a public path: the upload URL of hero and artist media (/api/objects/upload).
      await api.register(adminObjectRoutes, { uploads });
    },
    { prefix: API_PREFIX },
  );
  await app.register(
    async (admin) => {
      await admin.register(adminVideoRoutes, { checks: options.videoChecks });
      await admin.register(adminKeptImageRoutes, { db });
    },
    { prefix: ADMIN_API_PREFIX },
  );
};

/** One Fastify plugin: the media files, the upload endpoints and the admin's video checks. */
export const mediaPlugin = fp(mediaModule, { name: 'media' });
