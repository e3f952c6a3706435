import { SCROLL_SHADOW_THRESHOLD_PX } from '@contract/limits';
import { cn } from '@/lib/cn';
import type { ScrollEdges } from '@/lib/use-scroll-edges';

const SIDES = {
  x: ['inset-y-0 left-0 w-10 bg-linear-to-r', 'inset-y-0 right-0 w-10 bg-linear-to-l'],
  y: ['inset-x-0 top-0 h-10 bg-linear-to-b', 'inset-x-0 bottom-0 h-10 bg-linear-to-t'],
} as const;

/**
 * Fades at the ends of a scroll box that say "there is more this way": each shows once more
 * than 10 px lie beyond that end. Place inside a `relative` wrapper around the box.
 */
export function ScrollShadows({ edges, axis }: { edges: ScrollEdges; axis: 'x' | 'y' }) {
  const [start, end] = SIDES[axis];
  const shadow =
    'pointer-events-none absolute z-10 from-background to-transparent transition-opacity duration-200';
  return (
    <>
      <div
        aria-hidden
        className={cn(shadow, start, edges.before > SCROLL_SHADOW_THRESHOLD_PX ? 'opacity-100' : 'opacity-0')}
      />
      <div
        aria-hidden
        className={cn(shadow, end, edges.after > SCROLL_SHADOW_THRESHOLD_PX ? 'opacity-100' : 'opacity-0')}
      />
    </>
  );
}
