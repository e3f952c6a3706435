import { responsiveImage } from '@contract/responsive-image';
import type { Sculpture } from '@contract/sculpture';
import { useState } from 'react';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { cn } from '@/lib/cn';

/** A small portrait thumbnail so a card can be recognised at a glance; decorative (the title names it). */
export function SculptureThumbnail({ sculpture, className }: { sculpture: Sculpture; className?: string }) {
  const [failed, setFailed] = useState(false);
  const path = sculpture.thumbnailImage;
  const frame = cn(
    'aspect-[3/4] w-12 shrink-0 overflow-hidden rounded-[var(--radius-frame)] bg-[#141416] ring-1 ring-border sm:w-14',
    className,
  );
  if (!path || failed) {
    return (
      <div className={frame}>
        <ImagePlaceholder className="[&_svg]:size-5" />
      </div>
    );
  }
  const image = responsiveImage(path, sculpture.imageMeta?.[path], '56px');
  return (
    <div className={frame}>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        alt=""
        width={image.width ?? 300}
        height={image.height ?? 400}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('size-full object-cover', sculpture.isGreyscale === 'true' && 'grayscale')}
      />
    </div>
  );
}
