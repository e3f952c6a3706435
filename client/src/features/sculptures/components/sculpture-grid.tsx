import { IMAGE_SIZES } from '@contract/image-sizes';
import type { PublicSculpture } from '@contract/sculpture-teaser';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { SculptureCard } from './sculpture-card';

const GRID_CLASSES = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-14';

/** A short selection: a swipeable rail on phones (no orphaned half row), three columns above. */
const RAIL_CLASSES =
  'scrollbar-none -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:gap-8';

/**
 * The first row on a wide screen: where a grid opens the page, these load eagerly, and the first
 * one first (the server preloads its image).
 */
const FIRST_ROW = 3;

/** The rendered card widths of each layout (the container stops at 80rem). */
const CARD_SIZES = { grid: IMAGE_SIZES.cardGrid, rail: IMAGE_SIZES.cardRail } as const;

interface SculptureGridProps {
  sculptures: readonly PublicSculpture[];
  layout?: 'grid' | 'rail';
  /**
   * The grid is the page's content (Collection): its cards load first and title at h2. Otherwise
   * it sits in a section under a hero (Home): lazy images, h3 titles.
   */
  aboveTheFold?: boolean;
  className?: string;
}

export function SculptureGrid({
  sculptures,
  layout = 'grid',
  aboveTheFold = false,
  className,
}: SculptureGridProps) {
  const rail = layout === 'rail';
  return (
    <ul className={cn(rail ? RAIL_CLASSES : GRID_CLASSES, className)}>
      {sculptures.map((sculpture, index) => (
        <li key={sculpture.id} className={cn(rail && 'w-[72%] shrink-0 snap-start sm:w-auto')}>
          <SculptureCard
            sculpture={sculpture}
            priority={aboveTheFold && index === 0}
            eager={aboveTheFold && index < FIRST_ROW}
            sizes={CARD_SIZES[layout]}
            headingLevel={aboveTheFold ? 'h2' : 'h3'}
          />
        </li>
      ))}
    </ul>
  );
}

export function SculptureGridSkeleton({ count = 3, className }: { count?: number; className?: string }) {
  return (
    <div className={cn(GRID_CLASSES, className)} role="status" aria-label="Loading sculptures">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="grid gap-3">
          <Skeleton className="aspect-[3/4]" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
