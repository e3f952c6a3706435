import { THUMBNAIL_SCROLL_ABOVE, THUMBNAIL_STRIP_HEIGHT_REM } from '@contract/limits';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { FRAME_CLASSES } from '../sculpture-card';
import { SculptureImage } from '../sculpture-image';

interface ImageGalleryProps {
  images: readonly string[];
  title: string;
  greyscale: boolean;
}

/** Main image with a thumbnail strip: vertical beside it on wide screens, a row beneath on phones. */
export function ImageGallery({ images, title, greyscale }: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0] ?? null;
  const scrolls = images.length > THUMBNAIL_SCROLL_ABOVE;

  return (
    <div className="grid gap-3 md:grid-cols-[5rem_1fr] md:gap-4">
      <div className={cn(FRAME_CLASSES, 'ring-1 ring-border md:order-2')}>
        <SculptureImage
          key={current ?? 'none'}
          src={current}
          alt={title}
          priority
          className={cn(greyscale && 'grayscale')}
        />
      </div>
      {images.length > 1 ? (
        <ul
          aria-label={`${title} images`}
          className={cn(
            // The padding keeps the selected ring inside the scroll box, which would clip it.
            '-m-1 flex gap-2 overflow-x-auto p-1 scrollbar-none md:order-1 md:flex-col md:overflow-x-visible',
            scrolls && 'md:max-h-[var(--strip-height)] md:overflow-y-auto',
          )}
          style={{ '--strip-height': `${THUMBNAIL_STRIP_HEIGHT_REM}rem` } as React.CSSProperties}
        >
          {images.map((image, index) => (
            <li key={image} className="w-16 shrink-0 md:w-full">
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-current={index === selected}
                onClick={() => setSelected(index)}
                className={cn(
                  'block aspect-[3/4] w-full overflow-hidden rounded-[var(--radius-frame)] ring-1 transition-[box-shadow,opacity]',
                  index === selected ? 'ring-2 ring-accent' : 'opacity-70 ring-border hover:opacity-100',
                )}
              >
                <SculptureImage src={image} alt="" className={cn(greyscale && 'grayscale')} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
