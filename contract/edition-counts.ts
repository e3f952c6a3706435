/*
 * What the public pages say of an edition's counts, without zod: the card and the detail page
 * import these, and the public bundle must not carry the schemas of editions.ts.
 */

/** What is left of one size (the public `editions` entry, without its size). */
export interface EditionCount {
  total: number;
  remaining: number;
}

/**
 * What is left of one size, in the words the detail page and the card use: 'Sold out',
 * 'Last one', or 'N of M remaining'.
 */
export function remainingText({ total, remaining }: EditionCount): string {
  if (remaining <= 0) return 'Sold out';
  if (remaining === 1) return 'Last one';
  return `${remaining} of ${total} remaining`;
}

/** Few enough left to say so: a fifth of the edition or less (always the last one). */
export function isLimited({ total, remaining }: EditionCount): boolean {
  return remaining > 0 && remaining <= Math.max(1, Math.floor(total / 5));
}

/** Schema.org availability of one size's offer. */
export function editionAvailability(edition: EditionCount): 'InStock' | 'LimitedAvailability' | 'SoldOut' {
  if (edition.remaining <= 0) return 'SoldOut';
  return isLimited(edition) ? 'LimitedAvailability' : 'InStock';
}

/**
 * A size of a piece shown as Coming Soon: nothing is offered yet, so nothing "remains"; the page
 * and the card say how many numbers the edition has instead.
 */
export function comingSoonText({ total }: Pick<EditionCount, 'total'>): string {
  return total === 1 ? 'One number, offered at release' : `${total} numbers, offered at release`;
}

/** What is said of one size of a piece, by the piece's status: the counts once it is offered. */
export function availabilityText(status: string, edition: EditionCount): string {
  return status === 'Coming Soon' ? comingSoonText(edition) : remainingText(edition);
}
