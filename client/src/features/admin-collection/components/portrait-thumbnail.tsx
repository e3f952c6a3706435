import { type ImageMeta, responsiveImage } from '@contract/responsive-image';
import { useState } from 'react';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { cn } from '@/lib/cn';

/**
 * A small portrait image in the dark frame of the collection's lists, decorative (the words beside
 * it name it): a piece's card, an image kept for newsletters. No image, or one that fails to
 * load, shows the placeholder. `className` sets the frame's width.
 */
export function PortraitThumbnail({
  path,
  meta,
  greyscale = false,
  className,
}: {
  path: string | null | undefined;
  meta: ImageMeta | undefined;
  greyscale?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const frame = cn(
    'aspect-[3/4] shrink-0 overflow-hidden rounded-[var(--radius-frame)] bg-[#141416] ring-1 ring-border',
    className,
  );
  if (!path || failed) {
    return (
      <div className={frame}>
        <ImagePlaceholder className="[&_svg]:size-5" />
      </div>
    );
  }
  const image = responsiveImage(path, meta, '56px');
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
        className={cn('size-full object-cover', greyscale && 'grayscale')}
      />
    </div>
  );
}
