import type { ImageMeta } from '@contract/responsive-image';
import { useCallback, useState } from 'react';
import { GalleryImage } from '@/components/ui/gallery-image';
import { cn } from '@/lib/cn';
import { LoopingVideo } from './looping-video';

interface MediaFrameProps {
  kind: 'photo' | 'video';
  src: string;
  alt: string;
  /** Intrinsic size of the frame, so the page does not shift while media loads. */
  width: number;
  height: number;
  /** The frame's rendered width, as an `<img sizes>` value. */
  sizes: string;
  /** Width variants and blur preview of a photo. */
  meta?: ImageMeta;
  priority?: boolean;
  /** Which point of a photo the frame's crop keeps in view (CSS object-position); centre by default. */
  objectPosition?: string;
  className?: string;
}

/** A photo or a looping video, with a loading indicator (once the app runs) until the media can show. */
export function MediaFrame({
  kind,
  src,
  alt,
  width,
  height,
  sizes,
  meta,
  priority,
  objectPosition,
  className,
}: MediaFrameProps) {
  const [ready, setReady] = useState(false);
  const markReady = useCallback(() => setReady(true), []);

  return (
    <div className={cn('relative overflow-hidden', className)}>
      {ready ? null : (
        // Only once the app is live (data-app-ready): without script nothing would ever take the
        // indicator away, and the browser shows the photo as it loads by itself.
        <div
          role="status"
          aria-label="Loading media"
          className="absolute inset-0 hidden place-items-center [[data-app-ready]_&]:grid"
        >
          <span className="size-8 animate-spin rounded-full border-2 border-foreground/15 border-t-accent motion-reduce:animate-none" />
        </div>
      )}
      {kind === 'video' ? (
        <LoopingVideo src={src} label={alt} width={width} height={height} onReady={markReady} />
      ) : (
        <GalleryImage
          src={src}
          alt={alt}
          width={width}
          height={height}
          sizes={sizes}
          meta={meta}
          priority={priority}
          style={objectPosition ? { objectPosition } : undefined}
          onLoad={markReady}
          onError={markReady}
        />
      )}
    </div>
  );
}
