import type { PublicEdition } from '@contract/editions';
import { PRICE_ON_REQUEST } from '@/config/copy/sculpture';

/**
 * A size's price as the collection shows it: '€4,800.00' as the server formatted it (the public
 * pages ship no money formatting of their own), or 'Price on request' without one.
 */
export function priceText(edition: Pick<PublicEdition, 'priceText'>): string {
  return edition.priceText ?? PRICE_ON_REQUEST;
}
