import sharp from 'sharp';

/** A teaser is a hint of shape and light, nothing more: 12 px wide before the browser blurs it again. */
const TEASER_WIDTH = 12;
const TEASER_BLUR_SIGMA = 1.2;
const MAX_REMEMBERED = 500;

const remembered = new Map<string, Promise<string | null>>();

/**
 * The teaser picture of a locked piece, made from the blur preview of its thumbnail (already a
 * 16 px WebP data: URI): smaller, blurred again, greyscale when the piece is shown greyscale. It
 * travels as a data: URI, so it names no file and no URL of an original or variant can be
 * derived from it. Made once per preview and kept (the drop minute re-renders every page).
 */
export function teaserImage(preview: string, greyscale: boolean): Promise<string | null> {
  const key = `${greyscale ? 'g' : 'c'}:${preview}`;
  let made = remembered.get(key);
  if (!made) {
    made = makeTeaser(preview, greyscale);
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, made);
  }
  return made;
}

async function makeTeaser(preview: string, greyscale: boolean): Promise<string | null> {
  const comma = preview.indexOf(',');
  if (!preview.startsWith('data:image/') || comma === -1) return null;
  try {
    let image = sharp(Buffer.from(preview.slice(comma + 1), 'base64'))
      .resize({ width: TEASER_WIDTH })
      .blur(TEASER_BLUR_SIGMA);
    if (greyscale) image = image.greyscale();
    const bytes = await image.webp({ quality: 40 }).toBuffer();
    return `data:image/webp;base64,${bytes.toString('base64')}`;
  } catch {
    // A preview that does not decode leaves the teaser without a picture, never the page broken.
    return null;
  }
}
