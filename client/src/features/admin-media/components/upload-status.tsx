import { ProgressBar } from './progress-bar';

/** The progress of a running upload with a words-and-percent line, or the last failure. */
export function UploadStatus({
  pending,
  percent,
  text,
  error,
  fileName,
}: {
  pending: boolean;
  percent: number;
  /** What is happening now: 'Uploading 42%', 'Testing the video...'. */
  text: string;
  error: string | null;
  fileName: string;
}) {
  if (pending) {
    return (
      <div className="grid gap-1.5">
        <ProgressBar value={percent} label={`Uploading ${fileName}`} />
        <p role="status" className="text-xs text-muted tabular-nums">
          {text}
        </p>
      </div>
    );
  }
  return error ? <p className="text-xs text-sold-out">{error}</p> : null;
}
