import { THUMBNAIL_LIMIT } from '@contract/limits';
import type { ShownSculpture } from '@contract/sculpture';

/**
 * The detail page's image sequence: the main thumbnail first, then the first `imageCount`
 * images of the gallery without the thumbnail, rollover and scale images (those have their own
 * places), at most 18. Image count is how many gallery images the page shows
 * (docs/decisions/0021-every-sculpture-field-has-its-effect.md).
 */
export function detailImages(sculpture: ShownSculpture): string[] {
  const reserved = new Set([sculpture.thumbnailImage, sculpture.rolloverImage, sculpture.scaleImage]);
  const gallery = [...new Set(sculpture.galleryImages)]
    .filter((image) => image && !reserved.has(image))
    .slice(0, sculpture.imageCount);
  const sequence = sculpture.thumbnailImage ? [sculpture.thumbnailImage, ...gallery] : gallery;
  return [...new Set(sequence)].slice(0, THUMBNAIL_LIMIT);
}
