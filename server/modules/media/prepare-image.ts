import sharp, { type OutputInfo } from 'sharp';
import { type ImageMeta, MAX_VARIANT_WIDTH, variantWidths } from '../../../contract/responsive-image';

/** Decompression bombs stop here: a 5MB PNG can claim 30,000 x 30,000 pixels. */
const MAX_INPUT_PIXELS = 100_000_000;
const PLACEHOLDER_WIDTH = 16;
const WEBP_QUALITY = 78;
/** libwebp effort 2 of 6: about twice as fast as the default 4 for files within a few percent. */
const WEBP_EFFORT = 2;

export interface PreparedImage {
  meta: ImageMeta;
  /** The variant widths of this image (contract/image-variants.ts). */
  widths: number[];
  /** A WebP variant `width` pixels wide. */
  render(width: number): Promise<Buffer>;
}

/** Thrown when the bytes carry an image signature but do not decode. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('The file could not be read as an image', { cause });
    this.name = 'UnreadableImageError';
  }
}

/**
 * Decodes an image once, oriented and scaled to the largest variant, and renders variants from
 * that raw bitmap. sharp works on libuv's thread pool, so none of this blocks the event loop;
 * JPEG shrink-on-load keeps even a 24-megapixel photo to about 150 ms of decoding.
 */
export async function prepareImage(input: Buffer): Promise<PreparedImage> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_VARIANT_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnreadableImageError(error);
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const intrinsic = await orientedSize(input);

  async function render(width: number, quality = WEBP_QUALITY): Promise<Buffer> {
    const image = sharp(data, raw);
    if (width < info.width) image.resize({ width });
    return image.webp({ quality, effort: WEBP_EFFORT }).toBuffer();
  }

  const placeholder = await render(PLACEHOLDER_WIDTH, 40);
  return {
    meta: { ...intrinsic, placeholder: `data:image/webp;base64,${placeholder.toString('base64')}` },
    widths: variantWidths(intrinsic.width),
    render,
  };
}

/** Width and height as displayed: EXIF orientations 5 to 8 turn the picture a quarter. */
async function orientedSize(input: Buffer): Promise<{ width: number; height: number }> {
  const { width, height, orientation } = await sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
  }).metadata();
  if (!width || !height) throw new UnreadableImageError(new Error('no dimensions'));
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}
