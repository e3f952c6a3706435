import sharp from 'sharp';

const MAX_INPUT_PIXELS = 100_000_000;
/** Near-lossless: the original is what a collector zooms into. */
const ORIGINAL_QUALITY = 92;

/**
 * The original without the metadata a camera or phone writes into it (GPS position, device,
 * owner's name, edit history), or null when it carries none and can be served as uploaded.
 * The EXIF orientation is applied to the pixels, so the picture still shows the right way up in
 * every viewer; the colour profile is kept so colours do not shift.
 */
export async function withoutPrivateMetadata(input: Buffer): Promise<Buffer | null> {
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!meta.exif && !meta.xmp && !meta.iptc && !meta.comments?.length) return null;
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().keepIccProfile();
  switch (meta.format) {
    case 'jpeg':
      return image.jpeg({ quality: ORIGINAL_QUALITY }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: ORIGINAL_QUALITY }).toBuffer();
    default:
      throw new Error(`no metadata-free encoding for ${meta.format}`);
  }
}
