import type { OrderView } from '@contract/sales';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { OrderFlow } from './order-flow';

const TOKEN = 'o7.c2lnbmF0dXJl';
const VIEW_CALL = `GET /api/orders/${encodeURIComponent(TOKEN)}`;

/** An order just opened for 12 inch no. 3 of 50, €4,800 with 19 % tax included, both ways to pay open. */
function order(changes: Partial<OrderView> = {}): OrderView {
  return {
    reference: 'VT-0007',
    state: 'awaiting-payment',
    piece: { title: 'Gamer Kid', slug: 'gamer-kid', size: '100', number: 3, editionSize: 50 },
    buyer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    amounts: {
      net: 403_361,
      tax: 76_639,
      gross: 480_000,
      currency: 'EUR',
      taxRatePercent: 19,
      pricesIncludeTax: true,
    },
    method: null,
    canPayBy: { card: true, bankTransfer: true },
    payBy: '2026-12-07T14:30:00.000Z',
    paidAt: null,
    endedAt: null,
    bankTransfer: null,
    invoice: null,
    creditNote: null,
    shippingAddress: null,
    needsAddress: false,
    shipment: null,
    certificate: null,
    ...changes,
  };
}

const INVOICE = { number: 'INV-2026-0007', issuedOn: '2026-12-07', url: `/api/orders/${TOKEN}/invoice.pdf` };
const BANK = {
  accountHolder: 'Chrome Studio GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  reference: 'INV-2026-0007',
  amount: 480_000,
};

function openOrder(view: OrderView, options: { returnedFromCheckout?: boolean } = {}) {
  const fetchMock = serveApi({ [VIEW_CALL]: () => jsonResponse(view) });
  renderApp(<OrderFlow token={TOKEN} returnedFromCheckout={options.returnedFromCheckout ?? false} />);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the order page', () => {
  it('shows the piece, number, net, tax and total, until when the number is kept, and both ways to pay', async () => {
    openOrder(order());
    expect(await screen.findByRole('heading', { name: 'Your number is held for you' })).toBeTruthy();
    expect(screen.getByText('Order VT-0007')).toBeTruthy();
    expect(screen.getByText('No. 3 of 50')).toBeTruthy();
    expect(screen.getByText('€4,033.61')).toBeTruthy();
    expect(screen.getByText('Tax (19 %)')).toBeTruthy();
    expect(screen.getByText('€766.39')).toBeTruthy();
    expect(screen.getByText('€4,800.00')).toBeTruthy();
    // The time the number is kept, with its zone named (the test runs in UTC).
    expect(
      screen.getByText(/Your number is kept for you until Monday, December 7, 2026 at 14:30 UTC/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toBeTruthy();
  });

  it('chooses bank transfer, asks where to ship, then shows the invoice made out to it with the bank details, reference and amount', async () => {
    const fetchMock = openOrder(order());
    const chosen = order({
      method: 'bank-transfer',
      canPayBy: { card: false, bankTransfer: false },
      payBy: '2026-12-14T10:00:00.000Z',
      needsAddress: true,
    });
    const address = {
      name: 'Ada Lovelace',
      line1: '12 St James’s Square',
      line2: '',
      postalCode: 'SW1Y 4JH',
      city: 'London',
      region: '',
      country: 'GB',
      phone: '',
    };
    const invoiced = {
      ...chosen,
      bankTransfer: BANK,
      invoice: INVOICE,
      needsAddress: false,
      shippingAddress: address,
    };
    let answer: (response: Response) => void = () => {};
    let sentAddress: unknown = null;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST' && url === `/api/orders/${encodeURIComponent(TOKEN)}/bank-transfer`)
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      if (init?.method === 'POST' && url === `/api/orders/${encodeURIComponent(TOKEN)}/address`) {
        sentAddress = JSON.parse(String(init.body));
        return jsonResponse(invoiced);
      }
      return jsonResponse(order());
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by bank transfer' }));
    // Pending: said on the button, and no second press.
    const pending = screen.getByRole('button', { name: 'Choosing bank transfer…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Pay by card' }) as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(chosen));

    // The invoice is made out to the buyer's address: where to ship is asked first.
    const form = await screen.findByRole('region', { name: 'Where should we ship it?' });
    expect(screen.queryByRole('region', { name: 'Bank transfer details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Full name/), { target: { value: address.name } });
    fireEvent.change(within(form).getByLabelText(/Street and number/), { target: { value: address.line1 } });
    fireEvent.change(within(form).getByLabelText(/Postal code/), { target: { value: address.postalCode } });
    fireEvent.change(within(form).getByLabelText(/City/), { target: { value: address.city } });
    fireEvent.change(within(form).getByLabelText(/Country/), { target: { value: address.country } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and get my invoice' }));

    expect(await screen.findByRole('heading', { name: 'Your invoice is ready' })).toBeTruthy();
    expect(sentAddress).toMatchObject({ address: { name: address.name, city: 'London', country: 'GB' } });
    const details = screen.getByRole('region', { name: 'Bank transfer details' });
    expect(within(details).getByText('DE89370400440532013000')).toBeTruthy();
    expect(within(details).getByText('COBADEFFXXX')).toBeTruthy();
    // The reference to quote, among the transfer's facts (the download button names it too).
    const facts = within(details)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts).toContain('INV-2026-0007');
    expect(facts).toContain('€4,800.00');
    const invoice = within(details).getByRole('link', { name: 'Download invoice INV-2026-0007 (PDF)' });
    expect(invoice.getAttribute('href')).toBe(INVOICE.url);
    expect(screen.getByRole('region', { name: 'Shipping to' })).toBeTruthy();
  });

  it('says kindly why card payment did not start, and keeps the page as it was', async () => {
    const fetchMock = openOrder(order());
    const message =
      'Card payment is not available just now. Please try again in a few minutes, or pay by bank transfer.';
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST' && String(input).endsWith(`/orders/${encodeURIComponent(TOKEN)}/checkout`)
        ? jsonResponse({ message }, 503)
        : jsonResponse(order()),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect((screen.getByRole('button', { name: 'Pay by card' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('thanks the collector back from Stripe, asks again every few seconds, and shows Paid once confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = openOrder(order(), { returnedFromCheckout: true });
    expect(
      await screen.findByRole('heading', { name: 'Thank you — we are confirming your payment' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    const paid = order({
      state: 'paid',
      method: 'card',
      canPayBy: { card: false, bankTransfer: false },
      payBy: null,
      paidAt: '2026-12-07T10:02:00.000Z',
      invoice: INVOICE,
      shipment: {
        state: 'to-pack',
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
        shippedAt: null,
        deliveredAt: null,
      },
      certificate: { code: 'K7M2Q-9XW4R-TT3HB-0ZC8N', verifyPath: '/verify/K7M2Q-9XW4R-TT3HB-0ZC8N' },
    });
    fetchMock.mockImplementation(async () => jsonResponse(paid));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid — thank you' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Payment received' })).toBeTruthy();
    expect(
      screen.getByText('We received your payment on December 7, 2026. The piece is yours.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download your receipt (PDF)' }).getAttribute('href')).toBe(
      INVOICE.url,
    );
    expect(screen.getByRole('link', { name: 'See your certificate' }).getAttribute('href')).toBe(
      '/verify/K7M2Q-9XW4R-TT3HB-0ZC8N',
    );
    expect(screen.getByText('Being packed')).toBeTruthy();
    // Paid: it stops asking.
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('back from Stripe, keeps asking after Paid until the certificate issued just after it is there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const paid = order({
      state: 'paid',
      method: 'card',
      canPayBy: { card: false, bankTransfer: false },
      payBy: null,
      paidAt: '2026-12-07T10:02:00.000Z',
      invoice: INVOICE,
    });
    const fetchMock = openOrder(paid, { returnedFromCheckout: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid — thank you' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your certificate' })).toBeNull();
    const certified = {
      ...paid,
      certificate: { code: 'K7M2Q-9XW4R-TT3HB-0ZC8N', verifyPath: '/verify/K7M2Q-9XW4R-TT3HB-0ZC8N' },
    };
    fetchMock.mockImplementation(async () => jsonResponse(certified));
    await vi.advanceTimersByTimeAsync(3000);
    expect((await screen.findByRole('link', { name: 'See your certificate' })).getAttribute('href')).toBe(
      '/verify/K7M2Q-9XW4R-TT3HB-0ZC8N',
    );
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('does not ask again for a paid order opened from an email, certificate or not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = openOrder(
      order({
        state: 'paid',
        method: 'bank-transfer',
        canPayBy: { card: false, bankTransfer: false },
        payBy: null,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Paid — thank you' })).toBeTruthy();
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('shows a shipped parcel with its carrier and tracking link', async () => {
    openOrder(
      order({
        state: 'paid',
        method: 'bank-transfer',
        canPayBy: { card: false, bankTransfer: false },
        payBy: null,
        paidAt: '2026-12-08T09:00:00.000Z',
        invoice: INVOICE,
        shippingAddress: {
          name: 'Ada Lovelace',
          line1: '12 St James’s Square',
          line2: '',
          postalCode: 'SW1Y 4JH',
          city: 'London',
          region: '',
          country: 'GB',
          phone: '',
        },
        shipment: {
          state: 'shipped',
          carrier: 'DHL Express',
          trackingNumber: '1234567890',
          trackingUrl: 'https://www.dhl.com/track?id=1234567890',
          shippedAt: '2026-12-09T12:00:00.000Z',
          deliveredAt: null,
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'On its way' })).toBeTruthy();
    expect(screen.getByText('Your piece left the studio on December 9, 2026 with DHL Express.')).toBeTruthy();
    expect(screen.getByText('Tracking number 1234567890')).toBeTruthy();
    const track = screen.getByRole('link', { name: 'Track the parcel' });
    expect(track.getAttribute('href')).toBe('https://www.dhl.com/track?id=1234567890');
    expect(track.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Shipped').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('SW1Y 4JH London')).toBeTruthy();
  });

  it.each([
    ['lapsed', 'This order has lapsed', /the number went to the next collector in line/],
    ['cancelled', 'This order was cancelled', /Nothing is owed/],
    ['refunded', 'This order was refunded', /returned in full/],
  ] as const)('says kindly that a %s order ended, and offers no way to pay', async (state, title, words) => {
    openOrder(
      order({
        state,
        canPayBy: { card: false, bankTransfer: false },
        payBy: null,
        endedAt: '2026-12-08T09:00:00.000Z',
        creditNote: state === 'refunded' ? { ...INVOICE, number: 'INV-2026-0009' } : null,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByText(words).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Pay by/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download credit note INV-2026-0009 (PDF)' }) !== null).toBe(
      state === 'refunded',
    );
  });

  it("gives the server's words for a link that names no order", async () => {
    serveApi({
      [VIEW_CALL]: () =>
        jsonResponse(
          { message: 'This order link does not work: check that it was copied whole from the email.' },
          404,
        ),
    });
    renderApp(<OrderFlow token={TOKEN} returnedFromCheckout={false} />);
    expect(await screen.findByRole('heading', { name: 'This order link does not work' })).toBeTruthy();
    expect(screen.getByText(/check that it was copied whole from the email/)).toBeTruthy();
  });
});
