import type { CollectionFilter } from '@contract/page-params';
import type { Sculpture } from '@contract/sculpture';
import type { PublicSculpture, SculptureTeaser } from '@contract/sculpture-teaser';
import type { BadgeTone } from '@/components/ui/badge';

/** Locked: the public list carries only the teaser; the admin list the whole piece. */
export function isLocked(sculpture: PublicSculpture): sculpture is SculptureTeaser;
export function isLocked(sculpture: Sculpture): boolean;
export function isLocked(sculpture: Sculpture | PublicSculpture): boolean {
  return sculpture.isLocked === 'true';
}
export const isGreyscale = (sculpture: Pick<Sculpture, 'isGreyscale'>) => sculpture.isGreyscale === 'true';
export const isAvailable = (sculpture: Pick<Sculpture, 'status'>) => sculpture.status === 'Available';
export const isSoldOut = (sculpture: Pick<Sculpture, 'status'>) => sculpture.status === 'Sold Out';

/** Blue Available, red-tinted Sold Out, yellow for any other status. */
export function statusTone(status: string): BadgeTone {
  if (status === 'Available') return 'available';
  if (status === 'Sold Out') return 'soldOut';
  return 'accent';
}

export { COLLECTION_FILTERS, type CollectionFilter } from '@contract/page-params';

function matchesFilter(sculpture: PublicSculpture, filter: CollectionFilter): boolean {
  if (filter === 'available') return isAvailable(sculpture);
  if (filter === 'sold-out') return isSoldOut(sculpture);
  return true;
}

/** Each filter button counts the unlocked sculptures it would show. */
export function countByFilter(sculptures: readonly PublicSculpture[]): Record<CollectionFilter, number> {
  const unlocked = sculptures.filter((sculpture) => !isLocked(sculpture));
  return {
    all: unlocked.length,
    available: unlocked.filter(isAvailable).length,
    'sold-out': unlocked.filter(isSoldOut).length,
  };
}

/**
 * Two rules both stand: the grid renders every sculpture, locked teasers
 * included, while the computed filtered lists exclude locked items. So 'all' keeps the
 * teasers and the status filters show only unlocked matches.
 */
export function filterSculptures(
  sculptures: readonly PublicSculpture[],
  filter: CollectionFilter,
): PublicSculpture[] {
  if (filter === 'all') return [...sculptures];
  return sculptures.filter((sculpture) => !isLocked(sculpture) && matchesFilter(sculpture, filter));
}
