import type { PublicEdition } from '@contract/editions';
import { formatMoney } from '@contract/money';
import { PRICE_ON_REQUEST } from '@/config/copy/sculpture';

/** A size's price as the collection shows it: '€4,800.00', or 'Price on request' without one. */
export function priceText(edition: Pick<PublicEdition, 'price' | 'currency'>): string {
  return edition.price === null ? PRICE_ON_REQUEST : formatMoney(edition.price, edition.currency);
}
