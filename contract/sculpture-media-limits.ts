/**
 * What a sculpture's images and the site's media may be, and a new sculpture's defaults: the
 * dashboard's and the server's. Kept apart from limits.ts because the public pages load that file
 * whole (a module rides along complete into the chunk that holds it), and none of these.
 */
export const IMAGE_TYPES = ['thumbnail', 'rollover', 'scale', 'gallery', 'inSitu', 'placeholder'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const SINGLE_IMAGE_TYPES = [
  'thumbnail',
  'rollover',
  'scale',
  'placeholder',
] as const satisfies readonly ImageType[];
export const MULTI_IMAGE_TYPES = ['gallery', 'inSitu'] as const satisfies readonly ImageType[];
export const MULTI_IMAGE_LIMIT = 10;

const MB = 1024 * 1024;
export const SCULPTURE_IMAGE_MAX_BYTES = 5 * MB;
export const SCULPTURE_VIDEO_MAX_BYTES = 50 * MB;
export const HERO_PHOTO_MAX_BYTES = 10 * MB;
export const HERO_VIDEO_MAX_BYTES = 50 * MB;
export const ARTIST_PHOTO_MAX_BYTES = 10 * MB;
/** The artist video hint promises up to 100MB; the server holds it to that. */
export const ARTIST_VIDEO_MAX_BYTES = 100 * MB;

export const IMAGE_COUNT_MIN = 1;
export const IMAGE_COUNT_MAX = 10;
export const IMAGE_COUNT_DEFAULT = 4;

export const SCULPTURE_STATUSES = ['Available', 'Sold Out', 'Coming Soon'] as const;

/** Defaults of a new sculpture in the admin form. */
export const NEW_SCULPTURE_DEFAULTS = {
  status: 'Available',
  published: 'true',
  isGreyscale: 'false',
  placeholderType: 'photo',
  medium: 'Cast metal with chrome finish',
  edition: 'Limited Edition of 50',
  finish: 'Mirror chrome',
  certificate: 'Signed and numbered certificate of authenticity',
  imageCount: IMAGE_COUNT_DEFAULT,
} as const;
