import { VideoRefusalSchema, type VideoTestResult } from '@contract/media';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
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

/** The §8 toast of a failed video test, with the server's reason. */
export function toastVideoTestFailed(error: VideoTestFailedError): void {
  toast({ title: MEDIA_TOASTS.videoTestFailed.title, description: error.message, variant: 'destructive' });
}
