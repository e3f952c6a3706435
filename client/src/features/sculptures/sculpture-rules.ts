import type { Sculpture } from '@contract/sculpture';
import type { BadgeTone } from '@/components/ui/badge';

export const isLocked = (sculpture: Sculpture) => sculpture.isLocked === 'true';
export const isGreyscale = (sculpture: Sculpture) => sculpture.isGreyscale === 'true';
export const isAvailable = (sculpture: Sculpture) => sculpture.status === 'Available';
export const isSoldOut = (sculpture: Sculpture) => sculpture.status === 'Sold Out';

/** §4: blue Available, red-tinted Sold Out, yellow for any other status. */
export function statusTone(status: string): BadgeTone {
  if (status === 'Available') return 'available';
  if (status === 'Sold Out') return 'soldOut';
  return 'accent';
}

export const COLLECTION_FILTERS = ['all', 'available', 'sold-out'] as const;
export type CollectionFilter = (typeof COLLECTION_FILTERS)[number];

function matchesFilter(sculpture: Sculpture, filter: CollectionFilter): boolean {
  if (filter === 'available') return isAvailable(sculpture);
  if (filter === 'sold-out') return isSoldOut(sculpture);
  return true;
}

/** §4: each filter button counts the unlocked sculptures it would show. */
export function countByFilter(sculptures: readonly Sculpture[]): Record<CollectionFilter, number> {
  const unlocked = sculptures.filter((sculpture) => !isLocked(sculpture));
  return {
    all: unlocked.length,
    available: unlocked.filter(isAvailable).length,
    'sold-out': unlocked.filter(isSoldOut).length,
  };
}

/**
 * §4 gives two behaviours that both stand: the grid renders every sculpture, locked teasers
 * included, while the computed filtered lists exclude locked items. So 'all' keeps the
 * teasers and the status filters show only unlocked matches.
 */
export function filterSculptures(sculptures: readonly Sculpture[], filter: CollectionFilter): Sculpture[] {
  if (filter === 'all') return [...sculptures];
  return sculptures.filter((sculpture) => !isLocked(sculpture) && matchesFilter(sculpture, filter));
}
