/** The URLs of one <img>: `srcSet` and `sizes` only when the image has width variants. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The single place every public image gets its URLs. Images are served as uploaded today, so
 * `src` is the stored path: exactly what the server's `<link rel=preload as=image>` names for
 * the hero and the first thumbnail, so the preloaded bytes are the ones the page uses. When the
 * WebP variants become readable here, this function adds `srcSet` (and passes `sizes` on),
 * and every image on the site follows.
 */
export function imageSources(path: string, _sizes: string): ImageSources {
  return { src: path };
}
