import {
  isMediaSettingKey,
  MEDIA_SETTING_RULES,
  type MediaSettingKey,
  type VideoTestResult,
} from '../../../contract/media';
import type { ImageMeta } from '../../../contract/responsive-image';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { mediaUrl } from '../../core/storage/storage';
import type { MediaLibrary, UploadService, VideoChecks } from '../media/index';
import { checkFile, registerUpload, uploadIdOf } from '../media/index';
import { swapSiteSetting } from './site-settings';

export interface SavedMediaSetting {
  value: string | null;
  imageMeta?: ImageMeta;
  videoTest?: VideoTestResult;
}

/** An uploaded video failed its test: nothing was saved, and the site plays what it played before. */
export class VideoRefusedError extends Error {
  readonly videoTest: VideoTestResult;

  constructor(videoTest: VideoTestResult) {
    super(`Video test failed: ${videoTest.message}`);
    this.name = 'VideoRefusedError';
    this.videoTest = videoTest;
  }
}

interface MediaSettingDeps {
  db: Db;
  uploads: UploadService;
  media: MediaLibrary;
  checks: VideoChecks;
}

/**
 * Saves a hero or artist media setting. An upload URL of ours becomes the public
 * /media path of the uploaded file, after checking the file against this setting's own rule
 * and, for a video, after the video test has passed: until then the setting keeps its current
 * file, so a refused replacement never leaves the site without one. The file the setting held
 * before is deleted only after the swap, and only once nothing else uses it.
 */
export async function saveMediaSetting(
  { db, uploads, media, checks }: MediaSettingDeps,
  key: MediaSettingKey,
  value: string | null,
): Promise<SavedMediaSetting> {
  let saved: SavedMediaSetting = { value };

  if (value !== null && uploadIdOf(value)) {
    const upload = await uploads.claim(
      value,
      (purpose) => purpose.kind === 'site' && (purpose.key === null || purpose.key === key),
    );
    const refusal = checkFile([MEDIA_SETTING_RULES[key]], upload.format, upload.sizeBytes);
    if (refusal) {
      await uploads.discard(upload);
      throw new HttpError(refusal.status, refusal.message);
    }
    const imageMeta = await registerUpload(media, uploads, upload);
    const path = mediaUrl(upload.storageKey);
    if (upload.kind === 'video') {
      const videoTest = await checks.test(path);
      if (!videoTest.success) {
        await media.removeIfUnused([path]);
        throw new VideoRefusedError(videoTest);
      }
      saved = { value: path, videoTest };
    } else {
      saved = { value: path, ...(imageMeta ? { imageMeta } : {}) };
    }
  }

  const previous = await swapSiteSetting(db, key, saved.value);
  if (previous && previous !== saved.value) await media.removeIfUnused([previous]);
  return saved;
}

/**
 * Settings' values, each with the layout metadata of the image it names when it names one:
 * one query for all of them (a page reads up to fourteen settings).
 */
export async function withSettingsImageMeta<Key extends string>(
  media: MediaLibrary,
  values: Readonly<Record<Key, string | null>>,
): Promise<Record<Key, SavedMediaSetting>> {
  const entries = Object.entries(values) as [Key, string | null][];
  const imagePaths = entries.flatMap(([key, value]) => (value && isMediaSettingKey(key) ? [value] : []));
  const meta = imagePaths.length > 0 ? await media.imageMeta(imagePaths) : {};
  return Object.fromEntries(
    entries.map(([key, value]) => {
      const imageMeta = value && isMediaSettingKey(key) ? meta[value] : undefined;
      return [key, imageMeta ? { value, imageMeta } : { value }];
    }),
  ) as Record<Key, SavedMediaSetting>;
}

/** A setting's value, with the layout metadata of the image it names when it names one. */
export async function withSettingImageMeta(
  media: MediaLibrary,
  key: string,
  value: string | null,
): Promise<SavedMediaSetting> {
  return (await withSettingsImageMeta(media, { [key]: value }))[key]!;
}
