import { THUMBNAIL_LIMIT } from '@contract/limits';
import type { Sculpture } from '@contract/sculpture';

/**
 * The detail page's image sequence (§5): the main thumbnail first, then the gallery without
 * the thumbnail, rollover and scale images (those have their own places), at most 18.
 */
export function detailImages(sculpture: Sculpture): string[] {
  const reserved = new Set([sculpture.thumbnailImage, sculpture.rolloverImage, sculpture.scaleImage]);
  const gallery = sculpture.galleryImages.filter((image) => image && !reserved.has(image));
  const sequence = sculpture.thumbnailImage ? [sculpture.thumbnailImage, ...gallery] : gallery;
  return [...new Set(sequence)].slice(0, THUMBNAIL_LIMIT);
}
