import type { ImageType } from '@contract/sculpture-media-limits';

/** The toast texts of the media uploads, exact: the owner's words are fixed. */
export const MEDIA_TOASTS = {
  errorTitle: 'Error',
  uploadFailed: { title: 'Upload failed', description: (file: string) => `Failed to upload ${file}` },
  steps: {
    uploadUrl: 'Failed to get upload URL',
    upload: 'Failed to upload file',
    register: 'Failed to save image reference',
  },
  deleteFailed: { title: 'Delete failed', description: 'Failed to delete image' },
  videoTestFailed: {
    title: 'Video upload failed',
    description: (message: string) => `Video test failed: ${message}`,
  },
  testCallFailed: 'Failed to test video',
  simulationFailed: 'Failed to run live simulation',
  heroTypeFailed: 'Failed to update hero media type setting',
  artistTypeFailed: 'Failed to update artist media type setting',
} as const;

/** What each sculpture slot is for, as the form explains it. */
export const SLOT_COPY: Record<ImageType, { label: string; hint: string }> = {
  thumbnail: { label: 'Thumbnail', hint: 'The collection card image (3:4).' },
  rollover: { label: 'Rollover', hint: 'Shown when a visitor hovers the card.' },
  scale: { label: 'Scale comparison', hint: 'Both sizes side by side, on the detail page (16:10).' },
  placeholder: {
    label: 'Placeholder',
    hint: 'Photo (3:4), or a video (9:16) when the placeholder type is video.',
  },
  gallery: { label: 'Gallery', hint: 'The detail page thumbnails and the fullscreen viewer.' },
  inSitu: {
    label: 'In situ',
    hint: 'The piece in a room, in the row under the details, shown 3:2 (landscape).',
  },
};
