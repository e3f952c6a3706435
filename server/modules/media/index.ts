import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import type { DiskSpace } from '../../core/storage/disk-space';
import { adminKeptImageRoutes } from './admin-kept-image-routes';
import { adminVideoRoutes } from './admin-video-routes';
import { mediaRoutes } from './media-routes';
import { adminObjectRoutes } from './object-upload-routes';
import { uploadRoutes } from './upload-routes';

export { createMediaLibrary, type MediaLibrary } from './media-library';
export { newslettersShowing } from './media-references';

import { createMediaServices, type MediaServices } from './media-services';

export type { MediaServices } from './media-services';
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
 * createMediaServices, put on the app as app.media, as other modules use them too.
 */

export interface MediaModuleOptions {
  /** The ffprobe command the video checks use for WebM, MKV and AVI; null for none. */
  ffprobe: string | null;
  /** Where uploads wait while their bytes are checked. */
  uploadTempDir: string;
  /** Free space of the folders the site writes to. */
  diskSpace: DiskSpace;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The media library, uploads, the pieces' images and the video checks: what other features show and take. */
    media: MediaServices;
  }
}

const mediaModule: FastifyPluginAsync<MediaModuleOptions> = async (app, options) => {
  const { db, storage } = app;
  const services = createMediaServices({
    db,
    storage,
    log: app.log,
    ffprobe: options.ffprobe,
    uploadTempDir: options.uploadTempDir,
    diskSpace: options.diskSpace,
    // The live video simulation plays the file through this very app, routes and storage included.
    fetchMedia: async (url, headers) => {
      const response = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
      return {
        status: response.statusCode,
        contentType: String(response.headers['content-type'] ?? ''),
        body: response.stream(),
      };
    },
  });
  app.decorate('media', services);
  const { library: media, uploads, videoChecks } = services;
  // Closing waits for image variants still being written.
  app.addHook('onClose', () => media.close());
  // Writes the variant widths earlier images lack, one image at a time; runs once per start.
  app.background.add('variant-backfill', {
    start: async () => media.backfillVariants(),
    stop: async () => media.stopBackfill(),
  });
  await app.register(mediaRoutes, {
    storage,
    media,
    db,
    sessionIdleMs: app.signIn.sessionIdleMs,
    clock: app.clock,
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
      await admin.register(adminVideoRoutes, { checks: videoChecks });
      await admin.register(adminKeptImageRoutes, { db });
    },
    { prefix: ADMIN_API_PREFIX },
  );
};

/** One Fastify plugin: the media files, the upload endpoints and the admin's video checks. */
export const mediaPlugin = fp(mediaModule, { name: 'media' });
