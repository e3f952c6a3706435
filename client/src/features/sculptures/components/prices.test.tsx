import type { PublicEdition } from '@contract/editions';
import { formatMoney } from '@contract/money';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUnlockedSculpture } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { DetailsPanel } from './detail/details-panel';
import { SculptureCard } from './sculpture-card';

/** A size as the public list carries it: the server formats the price (formatMoney) once. */
const edition = (size: '100' | '450', price: number | null, currency = 'EUR'): PublicEdition => ({
  size,
  total: 50,
  remaining: 42,
  held: 0,
  price,
  currency,
  priceText: price === null ? null : formatMoney(price, currency),
});

/** The value of a row of the details, by its label. */
const detail = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('prices on the public pages', () => {
  it("shows the price of the size shown in the piece's details, formatted for its currency", () => {
    const piece = makeUnlockedSculpture({
      sizes: ['12 inch', '54 inch'],
      editions: [edition('100', 480_000), edition('450', 2_400_000)],
    });
    renderApp(<DetailsPanel sculpture={piece} />, '/sculptures/x?size=54');
    expect(detail('Price')).toBe('€24,000.00');
  });

  it('says "Price on request" for a size without a price, and formats a currency without minor units', () => {
    const piece = makeUnlockedSculpture({
      sizes: ['12 inch', '54 inch'],
      editions: [edition('100', 650_000, 'JPY'), edition('450', null, 'JPY')],
    });
    const { unmount } = renderApp(<DetailsPanel sculpture={piece} />, '/sculptures/x?size=54');
    expect(detail('Price')).toBe('Price on request');
    unmount();
    renderApp(<DetailsPanel sculpture={piece} />, '/sculptures/x?size=12');
    expect(detail('Price')).toBe('JP¥650,000');
  });

  it('shows each size\'s price on the collection card, or one "Price on request" when none has one', () => {
    const priced = makeUnlockedSculpture({
      title: 'Priced',
      editions: [edition('100', 480_000, 'GBP'), edition('450', null, 'GBP')],
    });
    const { unmount } = renderApp(<SculptureCard sculpture={priced} sizes="300px" headingLevel="h2" />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('12 inch £4,800.00 · 54 inch Price on request')).toBeTruthy();
    unmount();
    const onRequest = makeUnlockedSculpture({ editions: [edition('100', null), edition('450', null)] });
    renderApp(<SculptureCard sculpture={onRequest} sizes="300px" headingLevel="h2" />);
    expect(within(screen.getByRole('article')).getByText('Price on request')).toBeTruthy();
  });
});
