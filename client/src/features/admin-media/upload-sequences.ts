import type { ImageRecord, MediaSettingKey } from '@contract/media';
import type { ImageType } from '@contract/sculpture-media-limits';
import type { SiteSetting } from '@contract/site-settings';
import { registerSculptureImage, requestSculptureUploadUrl, requestSiteUploadUrl, saveSetting } from './api';
import { MEDIA_TOASTS } from './media-copy';
import { type ProgressListener, putFile } from './upload-file';
import { runStep, UploadStepError } from './upload-step';
import { VideoTestFailedError, videoRefusalOf } from './video-test-failed';

const { steps } = MEDIA_TOASTS;

/** Upload URL, PUT of the file, registration. A failed step throws its error text. */
export async function uploadSculptureImage(
  sculptureId: number,
  imageType: ImageType,
  file: File,
  onProgress: ProgressListener,
): Promise<ImageRecord> {
  const uploadURL = await runStep(steps.uploadUrl, () => requestSculptureUploadUrl(sculptureId, imageType));
  await runStep(steps.upload, () => putFile(uploadURL, file, onProgress));
  return runStep(steps.register, () => registerSculptureImage(sculptureId, imageType, uploadURL));
}

/**
 * The calls for hero and artist media: upload URL, PUT, then the setting saved with the upload URL
 * (the server turns it into the file's /media path, testing a video before it replaces the
 * current one). `saveFailure` is the setting's error text; a video that failed its test throws
 * VideoTestFailedError with the server's findings.
 */
export async function uploadSettingMedia(
  key: MediaSettingKey,
  file: File,
  onProgress: ProgressListener,
  saveFailure: string,
): Promise<SiteSetting> {
  const uploadURL = await runStep(steps.uploadUrl, () => requestSiteUploadUrl(key));
  await runStep(steps.upload, () => putFile(uploadURL, file, onProgress));
  try {
    return await saveSetting(key, uploadURL);
  } catch (error) {
    const refusal = videoRefusalOf(error);
    throw refusal ? new VideoTestFailedError(refusal) : new UploadStepError(saveFailure, error);
  }
}
