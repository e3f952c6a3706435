import { ADMIN_API_PREFIX, GALLERY_REPORT_CALL } from '@contract/api-paths';
import type { ShownSculpture, ValidationErrorReport } from '@contract/sculpture';
import { apiRequest } from '@/lib/api-client';

type SlotType = ValidationErrorReport['duplicateTypes'][number];

/** Which of the thumbnail, rollover and scale images the gallery list repeats. */
export function findSlotImagesInGallery(sculpture: ShownSculpture): SlotType[] {
  const slots: [SlotType, string | null][] = [
    ['thumbnail', sculpture.thumbnailImage],
    ['rollover', sculpture.rolloverImage],
    ['scale', sculpture.scaleImage],
  ];
  return slots
    .filter(([, image]) => image !== null && sculpture.galleryImages.includes(image))
    .map(([type]) => type);
}

/** One report per sculpture version and page load, however often its page is visited. */
const reported = new Set<string>();

/**
 * A gallery that repeats a slot image is a data problem the admin should fix. The page
 * still shows the pictures (the repeats are filtered out); it warns in the console and tells
 * the server, fire and forget: a failed report is only logged.
 */
export function reportGalleryDuplicates(sculpture: ShownSculpture): void {
  const duplicateTypes = findSlotImagesInGallery(sculpture);
  const version = `${sculpture.id}@${sculpture.updatedAt}`;
  if (duplicateTypes.length === 0 || reported.has(version)) return;
  reported.add(version);
  console.warn(`Gallery of "${sculpture.title}" repeats its ${duplicateTypes.join(', ')} image`);
  const report: ValidationErrorReport = {
    sculptureId: sculpture.id,
    slug: sculpture.slug,
    title: sculpture.title,
    duplicateTypes,
    timestamp: new Date().toISOString(),
  };
  apiRequest('POST', `${ADMIN_API_PREFIX}${GALLERY_REPORT_CALL}`, report).catch((error: unknown) =>
    console.error('Gallery validation report failed', error),
  );
}
