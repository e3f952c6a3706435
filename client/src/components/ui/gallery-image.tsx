import { type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { imageSources } from '@/lib/image-sources';
import { ImagePlaceholder } from './image-placeholder';

export type GalleryImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'loading'
> & {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /** The rendered width (an `<img sizes>` value), for picking a width variant. */
  sizes: string;
  /** The page's first (largest) image: eager, high fetch priority, no fade. Others load lazily. */
  priority?: boolean;
  /** Visible at once but not the first: eager, at the browser's own priority. */
  eager?: boolean;
  /** Shown when there is no image or it failed to load; the placeholder frame by default. */
  fallback?: ReactNode;
  /** Fill the box and crop (frames), or show the whole picture letterboxed (the viewer). */
  fit?: 'cover' | 'contain';
};

/**
 * Every public <img> goes through here: intrinsic size, lazy unless first on screen, a fade-in
 * for lazy ones once decoded, and the placeholder when an image is missing or broken (§4, §8).
 */
export function GalleryImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  eager = false,
  fallback,
  fit = 'cover',
  className,
  onLoad,
  onError,
  ...props
}: GalleryImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return fallback === undefined ? <ImagePlaceholder label={alt} className={className} /> : fallback;
  }
  const sources = imageSources(src, sizes);
  return (
    <img
      {...props}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      onLoad={(event) => {
        setLoadedSrc(src);
        onLoad?.(event);
      }}
      className={cn(
        'size-full',
        fit === 'cover' ? 'object-cover' : 'object-contain',
        // A lazy image fades in once decoded. The first image paints as its bytes arrive: a fade
        // would only hold back the page's largest paint.
        !priority && 'transition-opacity duration-300',
        !priority && (loadedSrc === src ? 'opacity-100' : 'opacity-0'),
        className,
      )}
    />
  );
}
