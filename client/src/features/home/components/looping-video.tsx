import { useEffect, useRef, useState } from 'react';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { cn } from '@/lib/cn';

interface LoopingVideoProps {
  src: string;
  label: string;
  width: number;
  height: number;
  /** The first frame can show (or playback needs the visitor): the loading indicator may go. */
  onReady: () => void;
  className?: string;
}

/**
 * A looping, muted, autoplaying video. A browser that refuses to autoplay (data saver,
 * low-power mode) gets the playback controls instead, so the visitor can start it.
 */
export function LoopingVideo({ src, label, width, height, onReady, className }: LoopingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [needsControls, setNeedsControls] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property only; autoplay policies read it, so set it before play().
    video.muted = true;
    // A server-rendered video may have its first frame before React listens for loadeddata.
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) onReady();
    video.play().catch((error: unknown) => {
      // An aborted play() (the source changed) is not a refusal.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setNeedsControls(true);
      onReady();
    });
  }, [onReady]);

  if (failed) return <ImagePlaceholder label={label} className={className} />;
  return (
    <video
      ref={ref}
      src={src}
      aria-label={label}
      width={width}
      height={height}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      controls={needsControls}
      onLoadedData={onReady}
      onError={() => {
        setFailed(true);
        onReady();
      }}
      className={cn('size-full object-cover', className)}
    />
  );
}
