import { readErrorMessage } from '@/lib/api-client';
import { VideoTestFailedError } from './video-test-failed';

/**
 * A failed step of an upload sequence. `message` is the step's error text ('Failed to upload
 * file'); `reason` is what the server said about it (a 413's message), when it said anything.
 */
export class UploadStepError extends Error {
  readonly reason: string | null;

  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'UploadStepError';
    this.reason = readErrorMessage(cause, '') || null;
  }
}

/** Runs one step; its failure becomes an UploadStepError with the step's text. */
export async function runStep<T>(failure: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new UploadStepError(failure, error);
  }
}

/** The line a failed upload shows: the step's text and the server's reason. */
export function describeUploadFailure(error: unknown, fallback: string): string {
  if (error instanceof VideoTestFailedError) return error.message;
  if (!(error instanceof UploadStepError)) return fallback;
  return error.reason ? `${error.message}: ${error.reason}` : error.message;
}
