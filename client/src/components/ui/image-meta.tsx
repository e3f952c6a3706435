import type { ImageMeta, ImageMetaMap } from '@contract/responsive-image';
import { createContext, type ReactNode, useContext } from 'react';

const ImageMetaContext = createContext<ImageMetaMap | undefined>(undefined);

/**
 * The layout metadata (variant widths, blur previews) of the images below, keyed by path as the
 * API sends it with a sculpture. A sculpture's images sit several components deep (cards,
 * gallery, strip, viewer): the map travels by context instead of through every prop list.
 */
export function ImageMetaProvider({
  meta,
  children,
}: {
  meta: ImageMetaMap | undefined;
  children: ReactNode;
}) {
  return <ImageMetaContext.Provider value={meta}>{children}</ImageMetaContext.Provider>;
}

export function useImageMeta(path: string | null | undefined): ImageMeta | undefined {
  const map = useContext(ImageMetaContext);
  return path ? map?.[path] : undefined;
}
