import { GalleryImage, type GalleryImageProps } from '@/components/ui/gallery-image';

type SculptureImageProps = Omit<GalleryImageProps, 'width' | 'height'> & {
  width?: number;
  height?: number;
};

/** A sculpture photo: a portrait 3:4 frame unless the slot says otherwise (in situ, scale). */
export function SculptureImage({ width = 600, height = 800, ...props }: SculptureImageProps) {
  return <GalleryImage width={width} height={height} {...props} />;
}
