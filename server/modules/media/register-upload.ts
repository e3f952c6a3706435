import { HttpError } from '../../core/http-error';
import type { MediaLibrary } from './media-library';
import { UnreadableImageError } from './prepare-image';
import type { PendingUpload, UploadService } from './uploads/upload-service';

/**
 * Registers an uploaded file (a refused one is removed) in the media library. Answers the
 * image's layout metadata, or null for a video.
 */
export async function registerUpload(media: MediaLibrary, uploads: UploadService, upload: PendingUpload) {
  const file = { sizeBytes: upload.sizeBytes, contentType: upload.contentType };
  try {
    if (upload.kind === 'video') {
      await media.registerVideo(upload.storageKey, file);
      return null;
    }
    return await media.registerImage(upload.storageKey, file);
  } catch (error) {
    await uploads.discard(upload);
    if (error instanceof UnreadableImageError) throw new HttpError(415, error.message);
    throw error;
  }
}
