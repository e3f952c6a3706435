import { useState } from 'react';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { cn } from '@/lib/cn';

interface MediaFrameProps {
  kind: 'photo' | 'video';
  src: string;
  alt: string;
  /** Intrinsic size of the frame, so the page does not shift while media loads. */
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}

/**
 * A photo, or a looping muted autoplaying video (§2), with a loading indicator until the
 * media can show. A video the browser refuses to autoplay gets its controls instead.
 */
export function MediaFrame({ kind, src, alt, width, height, priority, className }: MediaFrameProps) {
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [needsControls, setNeedsControls] = useState(false);

  if (failed) return <ImagePlaceholder label={alt} className={className} />;

  const mediaClasses = cn(
    'size-full object-cover transition-opacity duration-500',
    ready ? 'opacity-100' : 'opacity-0',
  );
  return (
    <div className={cn('relative overflow-hidden', className)}>
      {ready ? null : (
        <div role="status" aria-label="Loading media" className="absolute inset-0 grid place-items-center">
          <span className="size-8 animate-spin rounded-full border-2 border-foreground/15 border-t-accent motion-reduce:animate-none" />
        </div>
      )}
      {kind === 'video' ? (
        <video
          src={src}
          aria-label={alt}
          width={width}
          height={height}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          controls={needsControls}
          onLoadedData={(event) => {
            setReady(true);
            event.currentTarget.play().catch(() => setNeedsControls(true));
          }}
          onError={() => setFailed(true)}
          className={mediaClasses}
        />
      ) : (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setReady(true)}
          onError={() => setFailed(true)}
          className={mediaClasses}
        />
      )}
    </div>
  );
}
