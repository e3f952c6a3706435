import { sizeLabel } from './certificate-view';
import type { SizeModel } from './limits';
import type { Address, PaymentMethod } from './sales';

/*
 * How a sale's particulars are written for people, the same on the order page, in the emails and
 * on the invoice: the piece's line, a postal address, an IBAN, a tax rate. Plain code, no zod.
 */

/** 'Hero Kid, 12 inch, No. 3 of 10' (an edition of unknown size: 'No. 3'). */
export function pieceLine(
  title: string,
  size: SizeModel,
  number: number,
  editionSize: number | null,
): string {
  const numbered = editionSize === null ? `No. ${number}` : `No. ${number} of ${editionSize}`;
  return `${title}, ${sizeLabel(size)}, ${numbered}`;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'Germany' for 'DE'; the code itself when the runtime has no name for it. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Countries that write the city, then the region and postal code, on one line. */
const CITY_REGION_POSTAL = new Set(['US', 'CA', 'AU']);
/** Countries that give the postal code a line of its own, below the city. */
const POSTAL_BELOW_CITY = new Set(['GB', 'IE']);

/**
 * The address's lines in the order its country's post reads them, country last (a parcel leaves
 * the studio's country); `withName` false when the name is printed just above it already.
 */
export function addressLines(address: Address, withName = true): string[] {
  const { name, line1, line2, postalCode, city, region, country } = address;
  const place: string[] = [];
  if (CITY_REGION_POSTAL.has(country)) {
    place.push([city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '));
  } else if (POSTAL_BELOW_CITY.has(country)) {
    place.push(city, region, postalCode);
  } else {
    place.push([postalCode, city].filter(Boolean).join(' '), region);
  }
  return [withName ? name : '', line1, line2, ...place, countryName(country)]
    .map((part) => part.trim())
    .filter(Boolean);
}

/** 'DE89 3704 0044 0532 0130 00': an IBAN as banks print it, in groups of four. */
export function groupIban(iban: string): string {
  return (
    iban
      .replace(/\s+/g, '')
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

const rate = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** '19%', '7.7%', '0%'. */
export function formatTaxRate(percent: number): string {
  return `${rate.format(percent)}%`;
}

/** 'by card': how a payment came, finishing 'Paid on March 12, 2027 …'. */
export const PAID_BY: Record<PaymentMethod, string> = {
  card: 'by card',
  'bank-transfer': 'by bank transfer',
  'by-hand': 'as recorded by the studio',
};
