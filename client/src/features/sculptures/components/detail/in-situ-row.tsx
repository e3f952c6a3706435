import { DETAIL_COPY } from '@/config/fallback-copy';
import { cn } from '@/lib/cn';
import { SculptureImage } from '../sculpture-image';

/** The in-situ photos as a horizontally scrolling row (snap points, keyboard-scrollable). */
export function InSituRow({
  images,
  title,
  greyscale,
}: {
  images: readonly string[];
  title: string;
  greyscale: boolean;
}) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="in-situ-title" className="grid gap-5">
      <h2 id="in-situ-title" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
        {DETAIL_COPY.inSitu}
      </h2>
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={`${title} ${DETAIL_COPY.inSitu}`}
        className="scrollbar-none -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:-mx-8 sm:scroll-px-8 sm:px-8"
      >
        {images.map((image, index) => (
          <li key={image} className="w-[75%] shrink-0 snap-start sm:w-[45%] lg:w-[32%]">
            <div className="overflow-hidden rounded-[var(--radius-frame)] bg-surface ring-1 ring-border">
              <SculptureImage
                src={image}
                alt={`${title}, in situ ${index + 1}`}
                className={cn('aspect-[4/5]', greyscale && 'grayscale')}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
