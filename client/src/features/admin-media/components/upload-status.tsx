import { useEffect, useRef } from 'react';
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
  const shown = useRef<HTMLDivElement>(null);
  // The bar appears under the picked file's drop zone, which may sit low on a laptop screen:
  // it is brought into view once, so the owner sees the upload move without scrolling.
  useEffect(() => {
    if (pending) shown.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [pending]);
  if (pending) {
    return (
      <div ref={shown} className="grid scroll-mb-6 gap-1.5">
        <ProgressBar value={percent} label={`Uploading ${fileName}`} />
        <p role="status" className="text-xs text-muted tabular-nums">
          {text}
        </p>
      </div>
    );
  }
  return error ? <p className="text-xs text-sold-out">{error}</p> : null;
}
