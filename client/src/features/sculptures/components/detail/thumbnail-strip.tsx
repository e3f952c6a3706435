import { THUMBNAIL_SCROLL_ABOVE, THUMBNAIL_STRIP_HEIGHT_REM } from '@contract/limits';
import { IMAGE_PARAM } from '@contract/page-params';
import type { CSSProperties } from 'react';
import { Link } from '@/components/ui/link';
import { ScrollShadows } from '@/components/ui/scroll-shadows';
import { VIEWER_COPY } from '@/config/copy/sculpture';
import { cn } from '@/lib/cn';
import { useQueryHref } from '@/lib/query-link';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import { SculptureImage } from '../sculpture-image';

interface ThumbnailStripProps {
  images: readonly string[];
  selected: number;
  greyscale: boolean;
  /** A double click opens it in the fullscreen viewer (a single click shows it as the main one). */
  onOpen: (index: number) => void;
  onIntent: () => void;
}

/**
 * The thumbnails: a column beside the main image on wide screens, which scrolls inside
 * a 34rem strip once there are more than 8; a row beneath it on phones. Fades at the ends say
 * there is more to scroll.
 */
export function ThumbnailStrip({ images, selected, greyscale, onOpen, onIntent }: ThumbnailStripProps) {
  const [ref, edges] = useScrollEdges<HTMLUListElement>(images.length);
  const scrolls = images.length > THUMBNAIL_SCROLL_ABOVE;
  const hrefWith = useQueryHref();

  return (
    <div className="relative md:order-1">
      <ul
        ref={ref}
        aria-label="Images"
        className={cn(
          // The padding keeps the selected ring inside the scroll box, which would clip it.
          'scrollbar-none -m-1 flex gap-2 overflow-x-auto p-1 md:flex-col md:overflow-x-visible',
          scrolls && 'md:max-h-[var(--strip-height)] md:overflow-y-auto',
        )}
        style={{ '--strip-height': `${THUMBNAIL_STRIP_HEIGHT_REM}rem` } as CSSProperties}
      >
        {images.map((image, index) => (
          <li key={image} className="w-16 shrink-0 md:w-full">
            {/* A link to `?image=N`: choosing works before the script has run. */}
            <Link
              to={hrefWith(IMAGE_PARAM, index === 0 ? null : String(index + 1))}
              replace
              aria-label={VIEWER_COPY.showImage(index + 1, images.length)}
              aria-current={index === selected ? 'true' : undefined}
              onDoubleClick={() => onOpen(index)}
              onPointerEnter={onIntent}
              className={cn(
                'block aspect-[3/4] w-full overflow-hidden rounded-[var(--radius-frame)] ring-1 transition-[box-shadow,opacity]',
                index === selected ? 'ring-2 ring-accent' : 'opacity-70 ring-border hover:opacity-100',
              )}
            >
              <SculptureImage
                src={image}
                alt=""
                width={120}
                height={160}
                sizes="80px"
                className={cn(greyscale && 'grayscale')}
              />
            </Link>
          </li>
        ))}
      </ul>
      <ScrollShadows edges={edges.x} axis="x" />
      <ScrollShadows edges={edges.y} axis="y" />
    </div>
  );
}
