import { IN_SITU_SCROLL_STEP_PX } from '@contract/limits';
import { ScrollArrows } from '@/components/ui/scroll-arrows';
import { ScrollShadows } from '@/components/ui/scroll-shadows';
import { DETAIL_COPY } from '@/config/copy/sculpture';
import { cn } from '@/lib/cn';
import { useScrollEdges } from '@/lib/use-scroll-edges';
import { SculptureImage } from '../sculpture-image';
import { LazyImageViewer, prefetchImageViewer, useViewerIndex } from './lazy-image-viewer';

interface InSituRowProps {
  images: readonly string[];
  title: string;
  greyscale: boolean;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The in-situ photos: a horizontal row with arrows as needed, 300 px per click; a click on
 * a photo opens it fullscreen.
 */
export function InSituRow({ images, title, greyscale }: InSituRowProps) {
  const [ref, edges] = useScrollEdges<HTMLUListElement>(images.length);
  const viewer = useViewerIndex();
  if (images.length === 0) return null;

  const step = (direction: 1 | -1) =>
    ref.current?.scrollBy({
      left: direction * IN_SITU_SCROLL_STEP_PX,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  const alt = (index: number) => `${title}, in situ ${index + 1} of ${images.length}`;

  return (
    <section aria-labelledby="in-situ-title" className="grid gap-5">
      <div className="flex items-end justify-between gap-4">
        <h2 id="in-situ-title" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          {DETAIL_COPY.inSitu}
        </h2>
        <ScrollArrows
          edges={edges.x}
          onStep={step}
          previousLabel={DETAIL_COPY.inSituPrevious}
          nextLabel={DETAIL_COPY.inSituNext}
        />
      </div>
      <div className="relative">
        <ul
          ref={ref}
          aria-label={`${title} ${DETAIL_COPY.inSitu}`}
          className="scrollbar-none flex snap-x snap-mandatory gap-4 overflow-x-auto"
        >
          {images.map((image, index) => (
            <li key={image} className="w-[85%] shrink-0 snap-start sm:w-[62%] lg:w-[48%]">
              <button
                type="button"
                aria-label={`${alt(index)}: ${DETAIL_COPY.viewFullscreen}`}
                onClick={() => viewer.open(index)}
                onPointerEnter={prefetchImageViewer}
                onFocus={prefetchImageViewer}
                className="block w-full cursor-zoom-in overflow-hidden rounded-[var(--radius-frame)] bg-surface ring-1 ring-border"
              >
                <SculptureImage
                  src={image}
                  alt={alt(index)}
                  width={1200}
                  height={800}
                  sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, (min-width: 640px) 62vw, 85vw"
                  className={cn('aspect-[3/2]', greyscale && 'grayscale')}
                />
              </button>
            </li>
          ))}
        </ul>
        <ScrollShadows edges={edges.x} axis="x" />
      </div>
      <LazyImageViewer
        viewer={viewer}
        label={`${title} ${DETAIL_COPY.inSitu}`}
        images={images.map((src, index) => ({ src, alt: alt(index) }))}
        greyscale={greyscale}
      />
    </section>
  );
}
