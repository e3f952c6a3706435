import { currencyExponent, decimalOf, formatMoney, parseMoney } from '@contract/money';
import { PRICE_MAX } from '@contract/sculpture';

/*
 * A price as the owner types it into a box and reads it back: the wire holds integer minor units
 * (contract/money.ts); the box holds the amount as a person writes it, in the shop's currency.
 */

/** The box's text of a price: 480000 EUR → "4,800.00", 480000 JPY → "480,000", null → "" (on request). */
export function priceText(minor: number | null, currency: string): string {
  if (minor === null) return '';
  const exponent = currencyExponent(currency);
  const format = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
  // The decimal string keeps every digit: Intl formats a string exactly.
  return format.format(decimalOf(minor, currency) as unknown as number);
}

/** The ways the currency may be written around an amount: "€", "EUR", "US$", "$". */
function currencyMarks(currency: string): string[] {
  const marks = new Set([currency]);
  for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
    const parts = new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay });
    const mark = parts.formatToParts(1).find((part) => part.type === 'currency')?.value;
    if (mark) marks.add(mark);
  }
  // Longest first: "US$" goes before "$" would leave "US".
  return [...marks].sort((a, b) => b.length - a.length);
}

/** The amount without the shop's own currency before or after it ("€4,800", "4800 EUR"). */
function withoutCurrency(text: string, currency: string): string {
  let bare = text.trim();
  for (const mark of currencyMarks(currency)) {
    const upper = bare.toUpperCase();
    if (upper.startsWith(mark.toUpperCase())) bare = bare.slice(mark.length).trim();
    else if (upper.endsWith(mark.toUpperCase())) bare = bare.slice(0, -mark.length).trim();
  }
  return bare;
}

/**
 * Separators between thousands only: "4,800" and "1 200 000" group by threes, while "4800,50"
 * (a decimal comma) would otherwise be read as 480,050, a hundred times the price meant.
 */
function groupsByThousands(amount: string): boolean {
  const whole = amount.split('.')[0] ?? '';
  const groups = whole.split(/[\s,'’_]/);
  if (groups.length === 1) return true;
  return /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group));
}

export const PRICE_ON_REQUEST = 'Price on request';

/** What the owner is told when the text is not a price of this currency. */
export function priceFormatMessage(currency: string): string {
  const exponent = currencyExponent(currency);
  const example = priceText(4800 * 10 ** exponent, currency);
  const plain = exponent === 0 ? '4800' : `4800.${'5'.padEnd(exponent, '0')}`;
  return exponent === 0
    ? `Write the price in ${currency} in whole units, without decimals: ${plain} or ${example}.`
    : `Write the price in ${currency} with a point before at most ${exponent} decimals: ${plain} or ${example}.`;
}

export type PriceReading = { ok: true; minor: number | null } | { ok: false; message: string };

/**
 * Reads the box: empty is "Price on request" (null); otherwise the amount in minor units, or why
 * it is not one (a decimal comma, too many decimals, another currency, zero, too much).
 */
export function readPrice(text: string, currency: string): PriceReading {
  const amount = withoutCurrency(text, currency);
  if (amount === '') return { ok: true, minor: null };
  const minor = groupsByThousands(amount) ? parseMoney(amount, currency) : null;
  if (minor === null) return { ok: false, message: priceFormatMessage(currency) };
  if (minor < 1)
    return { ok: false, message: `A price is more than zero; leave it empty for “${PRICE_ON_REQUEST}”.` };
  if (minor > PRICE_MAX)
    return { ok: false, message: `A price is at most ${formatMoney(PRICE_MAX, currency)}.` };
  return { ok: true, minor };
}

/** A size's price as the owner's list shows it: "€4,800.00", or "Price on request". */
export const shownPrice = (minor: number | null, currency: string) =>
  minor === null ? PRICE_ON_REQUEST : formatMoney(minor, currency);
