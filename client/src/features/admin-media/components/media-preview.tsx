import { type ImageMeta, responsiveImage } from '@contract/responsive-image';
import { useState } from 'react';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { cn } from '@/lib/cn';
import { isVideoPath } from '../file-rules';

interface MediaPreviewProps {
  /** A stored /media path (or an older external URL). */
  path: string;
  meta?: ImageMeta;
  /** Names the picture or the video player. */
  label: string;
  /** The preview's rendered width, to pick a variant. */
  sizes: string;
  /** The point of a cropped photo kept in view (CSS object-position). */
  objectPosition?: string;
  className?: string;
}

/**
 * What a slot or a setting holds now: the image from its WebP variants (with the blur preview
 * behind it while it loads), or a muted video that loads only its metadata until played.
 */
export function MediaPreview({ path, meta, label, sizes, objectPosition, className }: MediaPreviewProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = cn('size-full object-cover', className);
  if (failed === path) return <ImagePlaceholder label={label} className={className} />;
  if (isVideoPath(path)) {
    return (
      <video
        src={path}
        muted
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        onError={() => setFailed(path)}
        className={cn(frame, 'bg-black')}
      />
    );
  }
  const image = responsiveImage(path, meta, sizes);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={label}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(path)}
      style={{
        ...(image.placeholder
          ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: 'cover' }
          : {}),
        objectPosition,
      }}
      className={frame}
    />
  );
}
