import type { Sculpture } from '@contract/sculpture';
import { useState } from 'react';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { cn } from '@/lib/cn';
import { SculptureImage } from './sculpture-image';

interface PiecePlaceholderProps {
  sculpture: Pick<Sculpture, 'placeholderMedia' | 'placeholderType'>;
  alt: string;
  sizes: string;
  className?: string;
}

/**
 * What stands in for a piece's thumbnail when it has none or it fails to load: the piece's
 * own placeholder, a photo (3:4) or a muted looping video (9:16, cropped to the frame), and
 * the generic frame only when that is missing or fails too
 * (docs/decisions/0021-every-sculpture-field-has-its-effect.md).
 */
export function PiecePlaceholder({ sculpture, alt, sizes, className }: PiecePlaceholderProps) {
  const [videoFailed, setVideoFailed] = useState(false);
  const media = sculpture.placeholderMedia;
  if (!media) return <ImagePlaceholder label={alt} className={className} />;
  if (sculpture.placeholderType === 'video') {
    return videoFailed ? (
      <ImagePlaceholder label={alt} className={className} />
    ) : (
      <video
        src={media}
        muted
        loop
        autoPlay
        playsInline
        preload="metadata"
        aria-label={alt}
        onError={() => setVideoFailed(true)}
        className={cn('size-full bg-black object-cover', className)}
      />
    );
  }
  return <SculptureImage src={media} alt={alt} sizes={sizes} className={className} />;
}
