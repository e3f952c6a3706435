import { IMAGE_SIZES } from '@contract/image-sizes';
import { imageIndexOf } from '@contract/page-params';
import type { ReactNode } from 'react';
import { VIEWER_COPY } from '@/config/copy/sculpture';
import { cn } from '@/lib/cn';
import { useSearchParams } from '@/lib/use-search-params';
import { FRAME_CLASSES } from '../frame-classes';
import { SculptureImage } from '../sculpture-image';
import { LazyImageViewer, prefetchImageViewer, useViewerIndex } from './lazy-image-viewer';
import { ThumbnailStrip } from './thumbnail-strip';

interface ImageGalleryProps {
  /** The main thumbnail first, then the gallery: what the strip and the viewer show. */
  images: readonly string[];
  title: string;
  greyscale: boolean;
  /** What the main frame shows without an image, or when it fails: the piece's placeholder. */
  placeholder: ReactNode;
}

/**
 * The main image with its thumbnail strip, and the fullscreen viewer both open. The chosen
 * image is the URL's (`?image=N`), so the thumbnails are links; the main image links to its file,
 * which the script turns into opening the viewer.
 */
export function ImageGallery({ images, title, greyscale, placeholder }: ImageGalleryProps) {
  const searchParams = useSearchParams();
  const chosen = imageIndexOf(searchParams);
  const selected = chosen < images.length ? chosen : 0;
  const viewer = useViewerIndex();
  const current = images[selected] ?? null;
  // Without a strip, the frame takes the strip's column too (it would sit in the 5rem one).
  const place = images.length > 1 ? 'md:order-2' : 'md:col-span-2';
  const image = (
    <SculptureImage
      key={current ?? 'none'}
      src={current}
      alt={title}
      // The server preloads the main thumbnail for this page: same URL, fetched first.
      priority
      sizes={IMAGE_SIZES.detailMain}
      fallback={placeholder}
      className={cn(greyscale && 'grayscale')}
    />
  );

  return (
    <div className="grid gap-3 md:grid-cols-[5rem_1fr] md:gap-4">
      {current ? (
        <a
          href={current}
          aria-label={VIEWER_COPY.open(title)}
          onClick={(event) => {
            event.preventDefault();
            viewer.open(selected);
          }}
          onPointerEnter={prefetchImageViewer}
          onFocus={prefetchImageViewer}
          className={cn(FRAME_CLASSES, 'block w-full cursor-zoom-in ring-1 ring-border', place)}
        >
          {image}
        </a>
      ) : (
        <div className={cn(FRAME_CLASSES, 'ring-1 ring-border', place)}>{image}</div>
      )}
      {images.length > 1 ? (
        <ThumbnailStrip
          images={images}
          selected={selected}
          greyscale={greyscale}
          onOpen={viewer.open}
          onIntent={prefetchImageViewer}
        />
      ) : null}
      <LazyImageViewer
        viewer={viewer}
        label={`${title} images`}
        images={images.map((src, index) => ({
          src,
          alt: `${title}, image ${index + 1} of ${images.length}`,
        }))}
        greyscale={greyscale}
      />
    </div>
  );
}
