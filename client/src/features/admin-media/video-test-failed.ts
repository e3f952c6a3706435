import { VideoRefusalSchema, type VideoTestResult } from '@contract/media';
import { ApiError } from '@/lib/api-client';
import type { FailureToast } from '@/lib/mutation-failure';
import { MEDIA_TOASTS } from './media-copy';

/** The server's test said no: the video was not saved, and the site shows what it showed before. */
export class VideoTestFailedError extends Error {
  readonly test: VideoTestResult;

  constructor(test: VideoTestResult) {
    super(MEDIA_TOASTS.videoTestFailed.description(test.message));
    this.name = 'VideoTestFailedError';
    this.test = test;
  }
}

/** The test of a video the server refused to save (its 422), or null for any other failure. */
export function videoRefusalOf(error: unknown): VideoTestResult | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  try {
    const refusal = VideoRefusalSchema.safeParse(JSON.parse(error.body));
    return refusal.success ? refusal.data.videoTest : null;
  } catch {
    return null;
  }
}

/**
 * The toast of a failed save of a media setting: a refused video test has its own title and
 * the server's reason; any other failure is the setting's text.
 */
export function mediaSaveFailure(saveFailure: string): (error: Error) => FailureToast {
  return (error) =>
    error instanceof VideoTestFailedError
      ? { title: MEDIA_TOASTS.videoTestFailed.title, description: error.message, detail: 'none' }
      : { title: MEDIA_TOASTS.errorTitle, description: saveFailure, detail: 'none' };
}
