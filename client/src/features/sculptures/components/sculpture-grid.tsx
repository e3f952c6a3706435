import type { Sculpture } from '@contract/sculpture';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { SculptureCard } from './sculpture-card';

const GRID_CLASSES = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-14';

/** A short selection: a swipeable rail on phones (no orphaned half row), three columns above. */
const RAIL_CLASSES =
  'scrollbar-none -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:gap-8';

/** How many cards sit in the first row on a wide screen; they load eagerly. */
const EAGER_COUNT = 3;

interface SculptureGridProps {
  sculptures: readonly Sculpture[];
  layout?: 'grid' | 'rail';
  className?: string;
}

export function SculptureGrid({ sculptures, layout = 'grid', className }: SculptureGridProps) {
  const rail = layout === 'rail';
  return (
    <ul className={cn(rail ? RAIL_CLASSES : GRID_CLASSES, className)}>
      {sculptures.map((sculpture, index) => (
        <li
          key={sculpture.id}
          className={cn('animate-fade-in', rail && 'w-[72%] shrink-0 snap-start sm:w-auto')}
          style={{ animationDelay: `${Math.min(index, 8) * 40}ms` }}
        >
          <SculptureCard sculpture={sculpture} priority={index < EAGER_COUNT} />
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
