import type { Sculpture } from '@contract/sculpture';
import { type ImageType, MULTI_IMAGE_TYPES, type SINGLE_IMAGE_TYPES } from '@contract/sculpture-media-limits';

export type ListSlot = (typeof MULTI_IMAGE_TYPES)[number];
export type SingleSlot = (typeof SINGLE_IMAGE_TYPES)[number];

export function isListSlot(imageType: ImageType): imageType is ListSlot {
  return (MULTI_IMAGE_TYPES as readonly ImageType[]).includes(imageType);
}

/** The field that holds each slot. */
const SLOT_FIELDS = {
  thumbnail: 'thumbnailImage',
  rollover: 'rolloverImage',
  scale: 'scaleImage',
  placeholder: 'placeholderMedia',
  gallery: 'galleryImages',
  inSitu: 'inSituImages',
} as const satisfies Record<ImageType, keyof Sculpture>;

/** The paths a slot holds now: none or one for a single slot, up to ten for a list. */
export function slotPaths(sculpture: Sculpture, imageType: ImageType): string[] {
  const value = sculpture[SLOT_FIELDS[imageType]];
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}
