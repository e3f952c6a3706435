/**
 * Money on the wire and on screen: always an integer count of the currency's minor units (cents,
 * pence; yen have none), never a float, so a sum is exact and a payment is compared to the cent.
 * Formatting builds the decimal text from the integer and hands Intl a string, which it formats
 * exactly (no binary fraction in between). Plain code: the public pages import it.
 */

/** Digits after the decimal point of an ISO 4217 currency: 2 for EUR, 0 for JPY, 3 for KWD. */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/** Whether the text names a currency this runtime knows (ISO 4217, three capital letters). */
export function isKnownCurrency(currency: string): boolean {
  if (!/^[A-Z]{3}$/.test(currency)) return false;
  const known = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  if (known) return known('currency').includes(currency);
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency });
    return true;
  } catch {
    return false;
  }
}

/** The decimal text of an amount in minor units: 480000 EUR → "4800.00". */
export function decimalOf(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** An amount as a person reads it: 480000 EUR → "€4,800.00". */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  // A decimal string keeps every digit (Intl formats strings exactly, as decimals).
  return format.format(decimalOf(minor, currency) as unknown as number);
}

/**
 * Reads a price as the owner types it ("4800", "4,800.50", "4800.5") into minor units, or null
 * when it is not an amount of this currency (too many decimals, letters, negative).
 */
export function parseMoney(text: string, currency: string): number | null {
  const exponent = currencyExponent(currency);
  const cleaned = text.trim().replace(/[\s,'’_]/g, '');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return null;
  const minor = Number(match[1]) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A tax rate in hundredths of a percent (basis points): 19 % → 1900, 7.7 % → 770. */
export const basisPointsOf = (percent: number) => Math.round(percent * 100);

export interface Amounts {
  net: number;
  tax: number;
  gross: number;
}

/**
 * Net, tax and gross of one price, in minor units. With prices including tax the gross is the
 * price and the net is what is left after taking the tax out; otherwise tax is added. Rounded
 * half up to the minor unit once, and the three always add up: gross = net + tax.
 */
export function amountsOf(price: number, taxBasisPoints: number, pricesIncludeTax: boolean): Amounts {
  if (pricesIncludeTax) {
    const net = Math.round((price * 10_000) / (10_000 + taxBasisPoints));
    return { net, tax: price - net, gross: price };
  }
  const tax = Math.round((price * taxBasisPoints) / 10_000);
  return { net: price, tax, gross: price + tax };
}
