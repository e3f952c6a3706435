/**
 * Responsive images (docs/decisions/0007-media-pipeline.md), without zod: the public entry
 * builds every srcset with these helpers and must not load a schema library to do it (ADR 0005).
 * The schemas of the same shapes live in image-variants.ts.
 *
 * Every registered image gets WebP variants at these widths, never upscaled, plus one at the
 * image's own width when it is narrower than the largest; each lives beside the original under
 * a name derived from it, so a srcset follows from the path and the intrinsic width alone.
 *
 * A browser takes the first width at least as dense as the screen, so the steps up to 960 are
 * at most a third apart: a slot gets at most 1.33 times the width it needs (1.8 times the
 * pixels), where 320 -> 640 gave up to twice (four times). 400, 720 and 800 sit just above what
 * a phone 412 px wide at 1.75 dppx needs for a collection card (346), the home hero (651) and a
 * sculpture's main image (721).
 */
export const IMAGE_VARIANT_WIDTHS = [320, 400, 480, 640, 720, 800, 960, 1280, 1600, 2048] as const;
export const MAX_VARIANT_WIDTH = 2048;

/** What a page needs to lay out an image before it loads: intrinsic size and a blur preview. */
export interface ImageMeta {
  /** Intrinsic size after EXIF orientation, in pixels. */
  width: number;
  height: number;
  /** A tiny WebP as a data: URI, shown (scaled up, so blurred) until the real image arrives. */
  placeholder: string;
}

/** Image paths (as they appear in the entity's fields) to their metadata. */
export type ImageMetaMap = Record<string, ImageMeta>;

/** The variant widths of an image `width` pixels wide: the standard ones below it, then its own (capped). */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, MAX_VARIANT_WIDTH);
  return [...IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < top), top];
}

const EXTENSION = /\.[a-z0-9]+$/i;

/** `/media/x/abc.jpg` -> `/media/x/abc.w640.webp`. */
export function variantUrl(path: string, width: number): string {
  return `${path.replace(EXTENSION, '')}.w${width}.webp`;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  /** data: URI for a blurred background until the image loads. */
  placeholder?: string;
}

/** Width of the variant used as `src`: what a browser ignoring srcset would fetch. */
const FALLBACK_SRC_WIDTH = 1280;

/**
 * The <img> attributes of an image path. Without metadata (an image from before the media
 * pipeline, or an external URL) the path itself is the only source.
 */
export function responsiveImage(path: string, meta: ImageMeta | undefined, sizes: string): ResponsiveImage {
  if (!meta) return { src: path };
  const widths = variantWidths(meta.width);
  const fallback = widths.filter((width) => width <= FALLBACK_SRC_WIDTH).at(-1) ?? widths[0]!;
  return {
    src: variantUrl(path, fallback),
    srcSet: widths.map((width) => `${variantUrl(path, width)} ${width}w`).join(', '),
    sizes,
    width: meta.width,
    height: meta.height,
    placeholder: meta.placeholder,
  };
}
