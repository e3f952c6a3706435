import { type ImageMeta, responsiveImage } from '@contract/responsive-image';
import { type ComponentProps, type ReactNode, useCallback, useState } from 'react';
import { blurPreviewBackground } from '@/lib/blur-preview';
import { cn } from '@/lib/cn';
import { useImageMeta } from './image-meta';
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
  /** Width variants and blur preview; by default those of the nearest ImageMetaProvider. */
  meta?: ImageMeta;
};

/**
 * Every public <img> goes through here: intrinsic size, WebP variants by srcset, lazy unless
 * first on screen, a blur preview (or a fade-in without one) until the image arrives, and the
 * placeholder when an image is missing or broken.
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
  meta,
  className,
  style,
  onLoad,
  onError,
  ...props
}: GalleryImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const contextMeta = useImageMeta(src);
  // An image can finish before React listens (a server-rendered page, a cached file): its load
  // event is then gone, so it is replayed when the image mounts complete. A replayed event
  // reaches onLoad too, so callers (the media frame's loading indicator) learn it as well.
  const markIfComplete = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) img.dispatchEvent(new Event('load'));
  }, []);
  if (!src || failedSrc === src) {
    return fallback === undefined ? <ImagePlaceholder label={alt} className={className} /> : fallback;
  }
  const sources = responsiveImage(src, meta ?? contextMeta, sizes);
  // The blur preview fills the frame until the image paints over it; letterboxed (contain)
  // images would show it around themselves, so they fade in instead.
  const preview =
    fit === 'cover' && loadedSrc !== src && sources.placeholder && sources.width && sources.height
      ? blurPreviewBackground(sources.placeholder, sources.width, sources.height)
      : undefined;
  const fades = !priority && !preview;
  return (
    <img
      {...props}
      ref={markIfComplete}
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
        // A lazy image without a preview fades in once decoded. The first image paints as its
        // bytes arrive: a fade would only hold back the page's largest paint.
        fades && 'transition-opacity duration-300',
        fades && (loadedSrc === src ? 'opacity-100' : 'opacity-0'),
        className,
      )}
      style={preview ? { backgroundImage: preview, backgroundSize: 'cover', ...style } : style}
    />
  );
}
