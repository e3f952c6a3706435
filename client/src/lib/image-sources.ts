/** The URLs of one <img>: `srcSet` and `sizes` only when the image has width variants. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The single place every public image gets its URLs. For now `src` is the stored path: exactly
 * what the server's `<link rel=preload as=image>` names for the hero and the first thumbnail, so
 * the preloaded bytes are the ones the page uses. The WebP variants (ADR 0007) arrive here as
 * `srcSet` with these `sizes`, in step with a preload that names the same srcset; their helper,
 * `responsiveImage` in contract/image-variants.ts, shares a module with zod schemas, which the
 * public entry must not load (ADR 0005).
 */
export function imageSources(path: string, _sizes: string): ImageSources {
  return { src: path };
}
