import { describe, expect, it } from 'vitest';
import type { Address } from './sales';
import { addressLines, countryName, formatTaxRate, groupIban, pieceLine } from './sales-text';

const address = (fields: Partial<Address>): Address => ({
  name: 'Ada Lovelace',
  line1: '12 Example Street',
  line2: '',
  postalCode: '10119',
  city: 'Berlin',
  region: '',
  country: 'DE',
  phone: '',
  ...fields,
});

describe('pieceLine', () => {
  it('names the piece, its size and its number in the edition', () => {
    expect(pieceLine('Hero Kid', '100', 3, 10)).toBe('Hero Kid, 12 inch, No. 3 of 10');
    expect(pieceLine('Hero Kid', '450', 1, null)).toBe('Hero Kid, 54 inch, No. 1');
  });
});

describe('addressLines', () => {
  it('writes the postal code before the city, and the country last, as most of Europe does', () => {
    expect(addressLines(address({ line2: 'Hinterhaus' }))).toEqual([
      'Ada Lovelace',
      '12 Example Street',
      'Hinterhaus',
      '10119 Berlin',
      'Germany',
    ]);
  });

  it('writes city, state and ZIP on one line in the US, the postcode below the city in the UK', () => {
    expect(
      addressLines(address({ postalCode: '20500', city: 'Washington', region: 'DC', country: 'US' }), false),
    ).toEqual(['12 Example Street', 'Washington, DC 20500', 'United States']);
    expect(addressLines(address({ postalCode: 'SW1A 1AA', city: 'London', country: 'GB' }), false)).toEqual([
      '12 Example Street',
      'London',
      'SW1A 1AA',
      'United Kingdom',
    ]);
  });

  it('keeps a region elsewhere on a line of its own, and an unknown country as its code', () => {
    expect(addressLines(address({ region: 'Bayern', city: 'München', postalCode: '80331' }), false)).toEqual([
      '12 Example Street',
      '80331 München',
      'Bayern',
      'Germany',
    ]);
    expect(countryName('XX')).toBe('XX');
  });
});

describe('groupIban', () => {
  it('prints an IBAN in capitals, in groups of four, however it was typed', () => {
    expect(groupIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupIban(' gb29 nwbk 6016 1331 9268 19 ')).toBe('GB29 NWBK 6016 1331 9268 19');
    expect(groupIban('')).toBe('');
  });
});

describe('formatTaxRate', () => {
  it('writes whole and fractional rates without trailing zeros', () => {
    expect(formatTaxRate(19)).toBe('19%');
    expect(formatTaxRate(7.7)).toBe('7.7%');
    expect(formatTaxRate(7.75)).toBe('7.75%');
    expect(formatTaxRate(0)).toBe('0%');
  });
});
