import { type ComponentProps, useState } from 'react';
import { ImagePlaceholder } from '@/components/ui/image-placeholder';
import { cn } from '@/lib/cn';

type SculptureImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
  /** Above the fold: load eagerly and first. */
  priority?: boolean;
};

/**
 * A sculpture photo in a portrait frame. Intrinsic 3:4 width/height prevent layout shift;
 * a missing or broken image becomes the placeholder; the image fades in once decoded.
 */
export function SculptureImage({
  src,
  alt,
  priority = false,
  className,
  onLoad,
  ...props
}: SculptureImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <ImagePlaceholder label={alt} className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      width={600}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      onLoad={(event) => {
        setLoadedSrc(src);
        onLoad?.(event);
      }}
      className={cn(
        'size-full object-cover transition-opacity duration-300',
        loadedSrc === src ? 'opacity-100' : 'opacity-0',
        className,
      )}
      {...props}
    />
  );
}
