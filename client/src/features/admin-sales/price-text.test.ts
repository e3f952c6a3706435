import { describe, expect, it } from 'vitest';
import { priceText, readPrice, shownPrice } from './price-text';

const minor = (text: string, currency = 'EUR') => {
  const reading = readPrice(text, currency);
  return reading.ok ? reading.minor : reading.message;
};

describe('readPrice', () => {
  it('reads a price as a person writes it into minor units', () => {
    expect(minor('4800')).toBe(480_000);
    expect(minor('4,800.00')).toBe(480_000);
    expect(minor(' 4800.5 ')).toBe(480_050);
    expect(minor('1 200 000')).toBe(120_000_000);
    expect(minor('€4,800')).toBe(480_000);
    expect(minor('4800 eur')).toBe(480_000);
    expect(minor('0.07')).toBe(7);
  });

  it('follows the currency’s own decimals', () => {
    expect(minor('480,000', 'JPY')).toBe(480_000);
    expect(minor('¥480000', 'JPY')).toBe(480_000);
    expect(minor('12.345', 'KWD')).toBe(12_345);
    expect(minor('US$5,200', 'USD')).toBe(520_000);
    expect(minor('£5,200.99', 'GBP')).toBe(520_099);
  });

  it('empty is Price on request', () => {
    expect(readPrice('', 'EUR')).toEqual({ ok: true, minor: null });
    expect(readPrice('   ', 'EUR')).toEqual({ ok: true, minor: null });
  });

  it('refuses what would be read as another amount, and says how to write it', () => {
    // A decimal comma would be a hundred times the price meant.
    expect(minor('4800,50')).toBe(
      'Write the price in EUR with a point before at most 2 decimals: 4800.50 or 4,800.00.',
    );
    expect(minor('4.800,00')).toMatch(/^Write the price in EUR/);
    expect(minor('4.800')).toMatch(/^Write the price in EUR/);
    expect(minor('4800.5', 'JPY')).toBe(
      'Write the price in JPY in whole units, without decimals: 4800 or 4,800.',
    );
    expect(minor('$4,800')).toMatch(/^Write the price in EUR/);
    expect(minor('-4800')).toMatch(/^Write the price in EUR/);
    expect(minor('four thousand')).toMatch(/^Write the price in EUR/);
  });

  it('refuses zero and more than the most a size may cost', () => {
    expect(minor('0')).toBe('A price is more than zero; leave it empty for “Price on request”.');
    expect(minor('0.00')).toMatch(/more than zero/);
    expect(minor('1,000,000,001')).toBe('A price is at most €1,000,000,000.00.');
  });
});

describe('priceText', () => {
  it('writes minor units back as the box shows them, and reads back to the same amount', () => {
    expect(priceText(480_000, 'EUR')).toBe('4,800.00');
    expect(priceText(480_050, 'EUR')).toBe('4,800.50');
    expect(priceText(7, 'EUR')).toBe('0.07');
    expect(priceText(480_000, 'JPY')).toBe('480,000');
    expect(priceText(12_345, 'KWD')).toBe('12.345');
    expect(priceText(null, 'EUR')).toBe('');
    // Large amounts keep every digit (no float in between).
    expect(priceText(99_999_999_999, 'EUR')).toBe('999,999,999.99');
    for (const [amount, currency] of [
      [480_050, 'EUR'],
      [99_999_999_999, 'USD'],
      [3, 'JPY'],
      [1_001, 'KWD'],
    ] as const)
      expect(readPrice(priceText(amount, currency), currency)).toEqual({ ok: true, minor: amount });
  });

  it('shows a price for the owner’s list, or Price on request', () => {
    expect(shownPrice(480_000, 'EUR')).toBe('€4,800.00');
    expect(shownPrice(null, 'EUR')).toBe('Price on request');
  });
});
