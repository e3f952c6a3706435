import type { Sculpture } from '../../../contract/sculpture';
import type { MediaLibrary } from './media-library';

/** Every image path a sculpture shows. */
export function sculptureImagePaths(sculpture: Sculpture): string[] {
  return [
    sculpture.thumbnailImage,
    sculpture.rolloverImage,
    sculpture.scaleImage,
    sculpture.placeholderMedia,
    ...sculpture.galleryImages,
    ...sculpture.inSituImages,
  ].filter((path): path is string => Boolean(path));
}

/** Adds `imageMeta` (sizes and blur previews) to sculptures with one query for the whole list. */
export async function withImageMeta(media: MediaLibrary, list: Sculpture[]): Promise<Sculpture[]> {
  const all = await media.imageMeta(list.flatMap(sculptureImagePaths));
  return list.map((sculpture) => ({
    ...sculpture,
    imageMeta: Object.fromEntries(
      sculptureImagePaths(sculpture)
        .filter((path) => all[path])
        .map((path) => [path, all[path]!]),
    ),
  }));
}
