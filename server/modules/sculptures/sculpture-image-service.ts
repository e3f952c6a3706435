import type { ImageRecord } from '../../../contract/media';
import type { ImageMeta } from '../../../contract/responsive-image';
import type { Sculpture } from '../../../contract/sculpture';
import {
  type ImageType,
  MULTI_IMAGE_LIMIT,
  MULTI_IMAGE_TYPES,
} from '../../../contract/sculpture-media-limits';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { mediaUrl } from '../../core/storage/storage';
import { type MediaLibrary, registerUpload, type UploadService, withImageMeta } from '../media/index';
import { countSlot, placeImage, removeImage } from './sculpture-images';

const SCULPTURE_NOT_FOUND = 'Sculpture not found';
const LIST_LABELS: Record<(typeof MULTI_IMAGE_TYPES)[number], string> = {
  gallery: 'The gallery',
  inSitu: 'The in-situ row',
};

function isListSlot(imageType: ImageType): imageType is (typeof MULTI_IMAGE_TYPES)[number] {
  return (MULTI_IMAGE_TYPES as readonly ImageType[]).includes(imageType);
}

function fullMessage(imageType: ImageType): string {
  const label = isListSlot(imageType) ? LIST_LABELS[imageType] : imageType;
  return `${label} already holds ${MULTI_IMAGE_LIMIT} images, the most it can take; delete one first`;
}

/** The slots of a sculpture: register an upload into one, take an image out of one. */
export function createSculptureImageService({
  db,
  uploads,
  media,
}: {
  db: Db;
  uploads: UploadService;
  media: MediaLibrary;
}) {
  async function withMeta(sculpture: Sculpture): Promise<Sculpture> {
    const [withMetadata] = await withImageMeta(media, [sculpture]);
    return withMetadata!;
  }

  return {
    async register(sculptureId: number, imageType: ImageType, imageUrl: string): Promise<ImageRecord> {
      const upload = await uploads.claim(
        imageUrl,
        (purpose) =>
          purpose.kind === 'sculpture' &&
          purpose.sculptureId === sculptureId &&
          purpose.imageType === imageType,
      );
      const count = await countSlot(db, sculptureId, imageType);
      if (count === null || (isListSlot(imageType) && count >= MULTI_IMAGE_LIMIT)) {
        await uploads.discard(upload);
        throw count === null
          ? new HttpError(404, SCULPTURE_NOT_FOUND)
          : new HttpError(409, fullMessage(imageType));
      }

      const imageMeta: ImageMeta | null = await registerUpload(media, uploads, upload);
      const imagePath = mediaUrl(upload.storageKey);
      const placed = await placeImage(db, sculptureId, imageType, imagePath);
      if (placed.status !== 'placed') {
        // Deleted or filled by another request while the image was processed.
        await media.removeIfUnused([imagePath]);
        throw placed.status === 'not-found'
          ? new HttpError(404, SCULPTURE_NOT_FOUND)
          : new HttpError(409, fullMessage(imageType));
      }
      if (placed.replaced) await media.removeIfUnused([placed.replaced]);
      return { imageType, imagePath, imageMeta, sculpture: await withMeta(placed.sculpture) };
    },

    async remove(sculptureId: number, imageType: ImageType, imagePath: string): Promise<Sculpture> {
      const removed = await removeImage(db, sculptureId, imageType, imagePath);
      if (removed.status !== 'removed') {
        throw removed.status === 'not-found'
          ? new HttpError(404, SCULPTURE_NOT_FOUND)
          : new HttpError(404, `This sculpture has no ${imageType} image ${imagePath}`);
      }
      await media.removeIfUnused([imagePath]);
      return withMeta(removed.sculpture);
    },
  };
}

export type SculptureImageService = ReturnType<typeof createSculptureImageService>;
