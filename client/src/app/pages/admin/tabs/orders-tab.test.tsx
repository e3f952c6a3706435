import type { AdminOrder, AdminOrderList } from '@contract/sales';
import type { StaffRole } from '@contract/staff';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { OrdersTab } from './orders-tab';

function makeOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 42,
    reference: 'VT-0042',
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    state: 'awaiting-payment',
    stage: 'awaiting-payment',
    method: 'bank-transfer',
    amounts: {
      net: 403_361,
      tax: 76_639,
      gross: 480_000,
      currency: 'EUR',
      taxRatePercent: 19,
      pricesIncludeTax: true,
    },
    collector: { id: 4, name: 'Ada Marlow', email: 'ada@example.com' },
    piece: { sculptureId: 1, title: 'Hero Kid', size: '100', number: 7 },
    payBy: new Date(Date.now() + 4 * 86_400_000).toISOString(),
    paidAt: null,
    endedAt: null,
    invoiceNumber: 'INV-2026-0001',
    waitingFor: 'Watch for the transfer',
    refundDue: false,
    shipment: null,
    shippingAddress: null,
    creditNoteNumber: null,
    orderPath: '/orders/token-42',
    ...overrides,
  };
}

const list = (items: AdminOrder[], total = items.length): AdminOrderList => ({ items, total });

function openAt(url: string, role: StaffRole = 'owner') {
  window.history.replaceState(null, '', url);
  return renderApp(<OrdersTab />, url, { role });
}

describe('OrdersTab', () => {
  it('lists each order with its stage, reference, collector, piece, amount, method, age and what it waits for', async () => {
    const paid = makeOrder({
      id: 43,
      reference: 'VT-0043',
      state: 'paid',
      stage: 'paid',
      method: 'card',
      collector: { id: 5, name: 'Ben Ito', email: 'ben@example.com' },
      piece: { sculptureId: 2, title: 'VHS Kid', size: '450', number: 2 },
      waitingFor: 'Pack and ship',
      createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    });
    serveApi({ 'GET /api/admin/orders?': () => jsonResponse(list([makeOrder(), paid])) });
    openAt('/admin?tab=orders');
    const first = (await screen.findByText('VT-0042')).closest('button') as HTMLElement;
    expect(within(first).getByText('Awaiting payment')).toBeTruthy();
    expect(first.textContent).toContain('Ada Marlow · Hero Kid, 12 inch, No. 7');
    expect(first.textContent).toContain('€4,800.00');
    expect(first.textContent).toContain('Bank transfer');
    expect(first.textContent).toContain('3 days ago');
    expect(first.textContent).toContain('Watch for the transfer');
    const second = screen.getByText('VT-0043').closest('button') as HTMLElement;
    expect(within(second).getByText('Paid')).toBeTruthy();
    expect(second.textContent).toContain('Ben Ito · VHS Kid, 54 inch, No. 2');
    expect(second.textContent).toContain('Card');
    expect(second.textContent).toContain('2 hours ago');
    expect(second.textContent).toContain('Pack and ship');
    expect(screen.getByText('2 orders')).toBeTruthy();
  });

  it('filters by stage on the server, and says when nothing matches', async () => {
    const asked: string[] = [];
    const answer = (key: string, body: AdminOrderList) => () => {
      asked.push(key);
      return jsonResponse(body);
    };
    const shipped = makeOrder({ state: 'paid', stage: 'shipped' });
    serveApi({
      'GET /api/admin/orders?': answer('all', list([makeOrder()], 1)),
      'GET /api/admin/orders?state=shipped': answer('shipped', list([], 0)),
      'GET /api/admin/orders?state=shipped&q=ada': answer('shipped ada', list([shipped], 30)),
      'GET /api/admin/orders?state=shipped&q=ada&page=2': answer('page 2', list([shipped], 30)),
    });
    const { router } = openAt('/admin?tab=orders');
    await screen.findByText('VT-0042');
    fireEvent.change(screen.getByLabelText('Stage'), { target: { value: 'shipped' } });
    expect(router.state.location.search).toBe('?tab=orders&state=shipped');
    // Nothing of that stage: said so, and not as if the shop had no orders.
    expect(await screen.findByText('No order matches')).toBeTruthy();
    await expect.poll(() => asked).toEqual(['all', 'shipped']);
  });

  it('searches within a stage and pages through 25 at a time', async () => {
    const asked: string[] = [];
    const answer = (key: string, body: AdminOrderList) => () => {
      asked.push(key);
      return jsonResponse(body);
    };
    const shipped = makeOrder({ state: 'paid', stage: 'shipped' });
    serveApi({
      'GET /api/admin/orders?state=shipped': answer('shipped', list([shipped], 1)),
      'GET /api/admin/orders?state=shipped&q=ada': answer('shipped ada', list([shipped], 30)),
      'GET /api/admin/orders?state=shipped&q=ada&page=2': answer('page 2', list([shipped], 30)),
    });
    const { router } = openAt('/admin?tab=orders&state=shipped');
    await screen.findByText('VT-0042');
    const box = screen.getByLabelText('Search orders');
    fireEvent.change(box, { target: { value: 'ada' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(router.state.location.search).toBe('?tab=orders&state=shipped&q=ada');
    expect(await screen.findByText('30 orders')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Order pages' }).textContent).toContain('Page 1 of 2');
    window.history.replaceState(null, '', '/admin?tab=orders&state=shipped&q=ada');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect.poll(() => asked).toEqual(['shipped', 'shipped ada', 'page 2']);
  });

  it('says how orders come when there are none yet', async () => {
    serveApi({ 'GET /api/admin/orders?': () => jsonResponse(list([])) });
    openAt('/admin?tab=orders');
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByText(/Set prices on each piece and the ways to pay in Sales Settings/)).toBeTruthy();
  });

  it('says when the list cannot be read', async () => {
    serveApi({ 'GET /api/admin/orders?': () => jsonResponse({ message: 'down' }, 500) });
    openAt('/admin?tab=orders');
    expect((await screen.findAllByText('Failed to fetch orders')).length).toBeGreaterThan(0);
  });

  it('opens an order and marks it paid only after asking, with the amount, and shows it paid', async () => {
    const order = makeOrder();
    let current = order;
    const fetch = serveApi({
      'GET /api/admin/orders/42': () => jsonResponse(current),
      'POST /api/admin/orders/42/mark-paid': () => {
        current = {
          ...order,
          state: 'paid',
          stage: 'paid',
          paidAt: new Date().toISOString(),
          waitingFor: 'Waiting for the address',
          payBy: null,
        };
        return jsonResponse(current);
      },
      'GET /api/admin/orders?': () => jsonResponse(list([order])),
    });
    openAt('/admin?tab=orders&order=42');
    expect(await screen.findByRole('heading', { name: 'Order VT-0042' })).toBeTruthy();
    expect(screen.getByText('INV-2026-0001')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Collector’s order page/ }).getAttribute('href')).toBe(
      '/orders/token-42',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark €4,800.00 paid?' });
    expect(dialog.textContent).toContain('Ada Marlow paid €4,800.00 for Hero Kid, 12 inch, No. 7');
    // Asked, not done: nothing was sent yet.
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/admin/orders/42',
    ]);
    fireEvent.change(within(dialog).getByLabelText('Day the money arrived'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Waiting for the address')).toBeTruthy();
    expect(sentBody(fetch, 1)).toEqual({ paidOn: '2026-12-01' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Order updated')).toBeTruthy();
  });

  it('keeps the dialog and what was typed when a step fails, and says why', async () => {
    const order = makeOrder({
      state: 'paid',
      stage: 'paid',
      waitingFor: 'Pack and ship',
      shipment: {
        state: 'to-pack',
        carrier: null,
        trackingNumber: null,
        trackingUrl: null,
        shippedAt: null,
        deliveredAt: null,
      },
    });
    serveApi({
      'GET /api/admin/orders/42': () => jsonResponse(order),
      'POST /api/admin/orders/42/shipment': () =>
        jsonResponse({ message: 'Only a paid order can be shipped.' }, 409),
    });
    openAt('/admin?tab=orders&order=42');
    fireEvent.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship Hero Kid, 12 inch, No. 7?' });
    fireEvent.change(within(dialog).getByLabelText(/Carrier/), { target: { value: 'DHL' } });
    fireEvent.change(within(dialog).getByLabelText(/Tracking number/), { target: { value: 'JD0123' } });
    fireEvent.change(within(dialog).getByLabelText(/Tracking link/), { target: { value: 'http://track' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    // A link must be https: said at the field, nothing sent.
    expect(await within(dialog).findByText('A tracking link starts with https://.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Tracking link/), {
      target: { value: 'https://dhl.example/JD0123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Failed to update order. Only a paid order can be shipped.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Carrier/) as HTMLInputElement).value).toBe('DHL');
    expect((within(dialog).getByLabelText(/Tracking number/) as HTMLInputElement).value).toBe('JD0123');
  });

  it('refunds a paid order after asking, with the number withheld and the reason sent', async () => {
    const order = makeOrder({
      state: 'paid',
      stage: 'delivered',
      method: 'card',
      waitingFor: null,
      shipment: {
        state: 'delivered',
        carrier: 'DHL',
        trackingNumber: 'JD1',
        trackingUrl: null,
        shippedAt: '2026-12-01T10:00:00.000Z',
        deliveredAt: '2026-12-03T10:00:00.000Z',
      },
    });
    let current = order;
    const fetch = serveApi({
      'GET /api/admin/orders/42': () => jsonResponse(current),
      'POST /api/admin/orders/42/refund': () => {
        current = {
          ...order,
          state: 'refunded',
          stage: 'refunded',
          shipment: null,
          creditNoteNumber: 'INV-2026-0002',
        };
        return jsonResponse(current);
      },
      'GET /api/admin/orders?': () => jsonResponse(list([current])),
    });
    openAt('/admin?tab=orders&order=42');
    // A delivered order offers only the refund.
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Refund €4,800.00 to Ada Marlow?' });
    expect(dialog.textContent).toContain('€4,800.00 goes back to Ada Marlow’s card through Stripe.');
    expect(dialog.textContent).toContain('a credit note cancels invoice INV-2026-0001');
    fireEvent.click(within(dialog).getByLabelText('Number 7 is withheld from sale'));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Damaged in transit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund €4,800.00' }));
    expect(await screen.findByText('INV-2026-0002')).toBeTruthy();
    expect(sentBody(fetch, 1)).toEqual({ numberReturnsTo: 'withheld', reason: 'Damaged in transit' });
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    // Ended: no step is left to take.
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('offers a Manager every step of a paid order but the refund, the Owner’s alone', async () => {
    const order = makeOrder({ state: 'paid', stage: 'paid', method: 'card', waitingFor: null });
    serveApi({
      'GET /api/admin/orders/42': () => jsonResponse(order),
      'GET /api/admin/orders?': () => jsonResponse(list([order])),
    });
    openAt('/admin?tab=orders&order=42', 'manager');
    expect(await screen.findByRole('button', { name: 'Ship' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
