import { lazy, Suspense, useState } from 'react';
import type { ImageViewerProps } from './image-viewer';

const loadViewer = () => import('./image-viewer');
// The viewer (and Radix Dialog) loads when a visitor shows intent, not with the page.
const ImageViewer = lazy(() => loadViewer().then((m) => ({ default: m.ImageViewer })));

/** Starts loading the viewer: call on hover or focus of whatever opens it. */
export function prefetchImageViewer(): void {
  void loadViewer();
}

/** Which image the viewer shows, or null while closed. */
export function useViewerIndex() {
  const [index, setIndex] = useState<number | null>(null);
  return { index, open: setIndex, close: () => setIndex(null), setIndex };
}

type LazyImageViewerProps = Omit<ImageViewerProps, 'index' | 'onIndexChange' | 'onClose'> & {
  viewer: ReturnType<typeof useViewerIndex>;
};

/** The fullscreen viewer, mounted while open. */
export function LazyImageViewer({ viewer, ...props }: LazyImageViewerProps) {
  if (viewer.index === null) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer {...props} index={viewer.index} onIndexChange={viewer.setIndex} onClose={viewer.close} />
    </Suspense>
  );
}
