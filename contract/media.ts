import { z } from 'zod';
import { ImageMetaSchema } from './image-variants';
import { ImageTypeSchema, SculptureSchema } from './sculpture';
import {
  ARTIST_PHOTO_MAX_BYTES,
  ARTIST_VIDEO_MAX_BYTES,
  HERO_PHOTO_MAX_BYTES,
  HERO_VIDEO_MAX_BYTES,
  type ImageType,
  SCULPTURE_IMAGE_MAX_BYTES,
  SCULPTURE_VIDEO_MAX_BYTES,
} from './sculpture-media-limits';

export * from './image-variants';

/** Every file format an upload may have; the server recognises each by its bytes. */
export const MEDIA_FORMATS = {
  jpeg: { kind: 'image', contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: { kind: 'image', contentType: 'image/png', extension: 'png', label: 'PNG' },
  webp: { kind: 'image', contentType: 'image/webp', extension: 'webp', label: 'WebP' },
  mp4: { kind: 'video', contentType: 'video/mp4', extension: 'mp4', label: 'MP4' },
  mov: { kind: 'video', contentType: 'video/quicktime', extension: 'mov', label: 'MOV' },
  webm: { kind: 'video', contentType: 'video/webm', extension: 'webm', label: 'WebM' },
  mkv: { kind: 'video', contentType: 'video/x-matroska', extension: 'mkv', label: 'MKV' },
  avi: { kind: 'video', contentType: 'video/x-msvideo', extension: 'avi', label: 'AVI' },
} as const satisfies Record<
  string,
  { kind: MediaKind; contentType: string; extension: string; label: string }
>;
export type MediaFormat = keyof typeof MEDIA_FORMATS;
export type MediaKind = 'image' | 'video';

export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const satisfies readonly MediaFormat[];
/** A sculpture's placeholder of type video. */
export const PLACEHOLDER_VIDEO_FORMATS = ['mp4', 'mov'] as const satisfies readonly MediaFormat[];
/** Hero and artist video: mp4, mov, avi, mkv, webm. */
export const SITE_VIDEO_FORMATS = [
  'mp4',
  'mov',
  'webm',
  'mkv',
  'avi',
] as const satisfies readonly MediaFormat[];

/** One kind of file a slot accepts: these formats, up to this size. */
export interface UploadRule {
  kind: MediaKind;
  formats: readonly MediaFormat[];
  maxBytes: number;
}

const imageRule = (maxBytes: number): UploadRule => ({ kind: 'image', formats: IMAGE_FORMATS, maxBytes });
const videoRule = (formats: readonly MediaFormat[], maxBytes: number): UploadRule => ({
  kind: 'video',
  formats,
  maxBytes,
});

/**
 * What a sculpture slot accepts. The placeholder takes a video too: the server cannot
 * know whether the form's unsaved placeholder type is video, so the client enforces that part.
 */
export function sculptureUploadRules(imageType: ImageType): UploadRule[] {
  const image = imageRule(SCULPTURE_IMAGE_MAX_BYTES);
  return imageType === 'placeholder'
    ? [image, videoRule(PLACEHOLDER_VIDEO_FORMATS, SCULPTURE_VIDEO_MAX_BYTES)]
    : [image];
}

/** An image placed in a newsletter with the visual composer. */
export const NEWSLETTER_IMAGE_RULE: UploadRule = imageRule(SCULPTURE_IMAGE_MAX_BYTES);

/** POST /api/admin/newsletters/images: an uploaded image, to be placed in a newsletter. */
export const NewsletterImageRequestSchema = z.object({ uploadURL: z.string().min(1).max(2000) });

/** Where mail apps fetch it from (absolute), and its size, so the email can give width and height. */
export const NewsletterImageSchema = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type NewsletterImage = z.infer<typeof NewsletterImageSchema>;

/** The site settings whose value is a media file (hero and artist). */
export const MEDIA_SETTING_KEYS = [
  'homepage-hero-image',
  'homepage-hero-video',
  'artist-image',
  'artist-video',
] as const;
export const MediaSettingKeySchema = z.enum(MEDIA_SETTING_KEYS);
export type MediaSettingKey = z.infer<typeof MediaSettingKeySchema>;

export const MEDIA_SETTING_RULES: Record<MediaSettingKey, UploadRule> = {
  'homepage-hero-image': imageRule(HERO_PHOTO_MAX_BYTES),
  'homepage-hero-video': videoRule(SITE_VIDEO_FORMATS, HERO_VIDEO_MAX_BYTES),
  'artist-image': imageRule(ARTIST_PHOTO_MAX_BYTES),
  'artist-video': videoRule(SITE_VIDEO_FORMATS, ARTIST_VIDEO_MAX_BYTES),
};

export function isMediaSettingKey(key: string): key is MediaSettingKey {
  return (MEDIA_SETTING_KEYS as readonly string[]).includes(key);
}

/** A limit as the messages write it: 5MB, 50MB. */
export function formatLimit(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))}MB`;
}

/** The `accept` attribute of a file input for these rules. */
export function acceptAttribute(rules: readonly UploadRule[]): string {
  const types = rules.flatMap((rule) => rule.formats.map((format) => MEDIA_FORMATS[format].contentType));
  return [...new Set(types)].join(',');
}

// --- Calls ---------------------------------------------------------------------------------------

/**
 * POST /api/objects/upload. The call has no body; naming the setting the file is for is optional
 * and lets the upload itself refuse a file of the wrong kind or size (saving the setting checks
 * it either way).
 */
export const ObjectUploadRequestSchema = z.object({ key: MediaSettingKeySchema.optional() }).nullish();

/** The answer to the PUT of the file. */
export const UploadReceivedSchema = z.object({
  message: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** POST /api/admin/sculptures/:id/images: the saved image record. */
export const ImageRecordSchema = z.object({
  imageType: ImageTypeSchema,
  /** The public path now stored in the sculpture's slot, e.g. /media/sculptures/12/ab….jpg. */
  imagePath: z.string(),
  /** Intrinsic size and blur preview; null for a video placeholder. */
  imageMeta: ImageMetaSchema.nullable(),
  /** The sculpture as saved, with the new path in its slot. */
  sculpture: SculptureSchema,
});
export type ImageRecord = z.infer<typeof ImageRecordSchema>;

// --- Video checks ----------------------------------------------------------------------------

export const VideoPathSchema = z.object({ videoPath: z.string().min(1).max(2_000) });

export const VideoTestResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  metadata: z
    .object({
      sizeReadable: z.string(),
      sizeBytes: z.number().optional(),
      container: z.string().optional(),
      durationSeconds: z.number().optional(),
      width: z.number().optional(),
      height: z.number().optional(),
      videoCodec: z.string().optional(),
      audioCodec: z.string().optional(),
      /** True when the index (moov) precedes the media data, so playback can start before the download ends. */
      fastStart: z.boolean().optional(),
      bitrateKbps: z.number().optional(),
      /** What read the file: mp4box (MP4/MOV), ffprobe, or only the file signature. */
      checkedWith: z.enum(['mp4box', 'ffprobe', 'signature']).optional(),
    })
    .optional(),
});
export type VideoTestResult = z.infer<typeof VideoTestResultSchema>;

/**
 * A hero or artist video refused when saved: the server tests an uploaded video before the
 * setting changes, so a failed test leaves the setting and its current file as they were.
 */
export const VideoRefusalSchema = z.object({ message: z.string(), videoTest: VideoTestResultSchema });
export type VideoRefusal = z.infer<typeof VideoRefusalSchema>;

export const LiveSimulationResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  simulationResults: z
    .object({
      /** Concrete fixes, most important first; empty when nothing needs doing. */
      recommendations: z.array(z.string()),
      url: z.string(),
      /** Status of the first Range request (206 expected). */
      rangeStatus: z.number().int(),
      contentType: z.string(),
      timeToFirstByteMs: z.number(),
      firstChunkMs: z.number(),
      firstChunkBytes: z.number().int(),
      sizeBytes: z.number().int(),
      sizeReadable: z.string(),
      fastStart: z.boolean().optional(),
      bitrateMbps: z.number().optional(),
      mobileMbps: z.number(),
      /** Seconds a typical mobile connection needs for the whole file. */
      mobileDownloadSeconds: z.number(),
    })
    .optional(),
});
export type LiveSimulationResult = z.infer<typeof LiveSimulationResultSchema>;

/**
 * An image of a piece that no piece shows any more (the piece was deleted, or the image taken
 * off it), kept because newsletters show it: an email cannot be changed once it is out.
 */
export const KeptImageSchema = z.object({
  /** The image's public path, `/media/…`. */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The newsletters that show it, by subject, newest first. */
  newsletters: z.array(
    z.object({
      subject: z.string(),
      /** 'sent' once it went out; a scheduled one, a draft or a cancelled one keeps it too. */
      state: z.enum(['sent', 'scheduled', 'draft', 'cancelled']),
      /** When it went out (sent), or is due (scheduled, when it has a time); otherwise null. */
      at: z.string().nullable(),
    }),
  ),
});
export type KeptImage = z.infer<typeof KeptImageSchema>;
export const KeptImageListSchema = z.array(KeptImageSchema);
