/*
 * What the public pages say of an edition's counts, without zod: the card and the detail page
 * import these, and the public bundle must not carry the schemas of editions.ts.
 */

/** What is left of one size (the public `editions` entry, without its size). */
export interface EditionCount {
  total: number;
  remaining: number;
  /** Held for someone: not free, not sold (a hold may lapse, and the line waits for it). */
  held: number;
}

/** The words of a size none of whose numbers is free but some are only held. */
export const ALL_HELD_TEXT = 'All held, join the line';

/**
 * Whether a size still takes reservations: a number is free, or held (a hold may lapse and go
 * to the next in line). Only a size whose every number is sold or withheld is sold out.
 */
export const isOpenForReservations = ({ remaining, held }: EditionCount) => remaining > 0 || held > 0;

/**
 * What is left of one size, in the words the detail page and the card use: 'Sold out' (every
 * number sold or withheld), 'All held, join the line', 'Last one', or 'N of M remaining'.
 */
export function remainingText({ total, remaining, held }: EditionCount): string {
  if (remaining <= 0) return held > 0 ? ALL_HELD_TEXT : 'Sold out';
  if (remaining === 1) return 'Last one';
  return `${remaining} of ${total} remaining`;
}

/** Few enough left to say so: a fifth of the edition or less (always the last one). */
export function isLimited({ total, remaining }: EditionCount): boolean {
  return remaining > 0 && remaining <= Math.max(1, Math.floor(total / 5));
}

/** Schema.org availability of one size's offer. */
export function editionAvailability(edition: EditionCount): 'InStock' | 'LimitedAvailability' | 'SoldOut' {
  if (edition.remaining <= 0) return edition.held > 0 ? 'LimitedAvailability' : 'SoldOut';
  return isLimited(edition) ? 'LimitedAvailability' : 'InStock';
}

/**
 * What is said of one size of a piece, by its status: the counts once it is offered. A Coming
 * Soon piece offers nothing yet, so nothing "remains": it says how many numbers it will offer.
 */
export function availabilityText(status: string, edition: EditionCount): string {
  if (status !== 'Coming Soon') return remainingText(edition);
  return `${edition.total === 1 ? 'One number' : `${edition.total} numbers`}, offered at release`;
}
