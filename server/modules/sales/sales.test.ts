import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderList, OrderView, StatementPreview } from '../../../contract/sales';
import { certificates, editionNumbers } from '../../db/schema';
import {
  openShop,
  orderMailsTo,
  orderOfReservation,
  pricedPiece,
  reservationState,
  reserveAndConfirm,
  shipTo,
  tokenOfPath,
} from '../../test/sales-helpers';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { salesDocuments } from './schema';

let t: TestApp;
let adminToken: string;
const time = createTestClock(new Date('2027-03-10T09:00:00Z'));
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://vitrine.test', background: { clock: time.clock } });
  adminToken = await t.login();
  await openShop(t.db);
});
afterAll(async () => {
  await t.close();
});

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(adminToken) });
const view = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${encodeURIComponent(token)}` });
  expect(response.statusCode).toBe(200);
  return response.json<OrderView>();
};
const numberState = async (sculptureId: number, number: number) => {
  const [row] = await t.db
    .select()
    .from(editionNumbers)
    .where(
      and(
        eq(editionNumbers.sculptureId, sculptureId),
        eq(editionNumbers.size, '100'),
        eq(editionNumbers.number, number),
      ),
    );
  return row!;
};
const sweep = () => t.app.sales.sweep();

describe('a held number with a price', () => {
  it('opens an order at that day’s price when its collector confirms, and lands them on its page', async () => {
    const piece = await pricedPiece(t.db, { numbers: 3, price: 480_000 });
    const { place, orderPath } = await reserveAndConfirm(t, piece.id, 'ada');
    expect(orderPath).toMatch(/^\/orders\/o\d+\.[\w-]{22}$/);
    const order = await view(tokenOfPath(orderPath!));
    expect(order).toMatchObject({
      state: 'awaiting-payment',
      piece: { title: piece.title, size: '100', number: 1, editionSize: 3 },
      amounts: {
        gross: 480_000,
        net: 403_361,
        tax: 76_639,
        currency: 'EUR',
        taxRatePercent: 19,
        pricesIncludeTax: true,
      },
      canPayBy: { card: false, bankTransfer: false },
      method: 'bank-transfer',
    });
    // Bank transfer is the only way: the page asks where to ship, for the invoice is made out to
    // the buyer's address; it follows the address, with the details to pay.
    expect(order).toMatchObject({ invoice: null, bankTransfer: null, needsAddress: true });
    const opened = await orderMailsTo(t.db, 'collectorada@example.com');
    expect(opened.map((mail) => mail.subject)).toEqual([expect.stringContaining('Your order')]);
    expect(opened[0]!.text).toContain('Your order page asks where to ship the piece');
    expect(opened[0]!.text).toContain(`https://vitrine.test${orderPath}`);

    const addressed = await shipTo(t, orderPath!);
    expect(addressed.invoice?.number).toMatch(/^INV-2027-\d{4}$/);
    expect(addressed.bankTransfer).toMatchObject({
      iban: 'DE89370400440532013000',
      reference: addressed.invoice!.number,
      amount: 480_000,
    });
    const [invoice] = await t.db
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.number, addressed.invoice!.number));
    expect(invoice!.snapshot.buyer.address).toMatchObject({ postalCode: 'SW1Y 4JH', city: 'London' });
    const mails = await orderMailsTo(t.db, 'collectorada@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('Your order'),
      expect.stringContaining('Invoice for your order'),
    ]);
    expect(mails[1]!.attachments?.[0]).toMatchObject({
      filename: `${addressed.invoice!.number}.pdf`,
      contentType: 'application/pdf',
    });
    // A corrected address moves the parcel; the invoice issued stays the one, and is sent once.
    const corrected = await shipTo(t, orderPath!, 'Ada King');
    expect(corrected.invoice?.number).toBe(addressed.invoice!.number);
    expect(await orderMailsTo(t.db, 'collectorada@example.com')).toHaveLength(2);
    expect((await reservationState(t.db, place.id)).state).toBe('held');
  });

  it('keeps today’s flow for a size without a price: no order, the owner sells by hand', async () => {
    const piece = await pricedPiece(t.db, { numbers: 2, price: null });
    const { place, orderPath } = await reserveAndConfirm(t, piece.id, 'noprice');
    expect(orderPath).toBeNull();
    expect(await orderOfReservation(t.db, place.id)).toBeNull();
  });

  it('leaves a hold with an order awaiting payment to that order: no sale or release by hand', async () => {
    const piece = await pricedPiece(t.db, { numbers: 1, price: 10_000 });
    const { place } = await reserveAndConfirm(t, piece.id, 'byhand');
    for (const step of ['confirm', 'release']) {
      const answer = await admin('POST', `/api/admin/reservations/${place.id}/${step}`, {});
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'This hold has an order awaiting payment: mark it paid, or cancel it, in Orders.',
      );
    }
    expect((await reservationState(t.db, place.id)).state).toBe('held');
  });

  it('serves nothing for a forged or unknown order link', async () => {
    for (const token of ['o1.AAAAAAAAAAAAAAAAAAAAAA', 'junk', 'o99999.AAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/orders/${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toContain('no-store');
    }
  });
});

describe('paying by bank transfer', () => {
  it('the owner marks it paid: the number is sold at the price, the receipt and certificate go out, once', async () => {
    const piece = await pricedPiece(t.db, { numbers: 2, price: 125_000 });
    const { place } = await reserveAndConfirm(t, piece.id, 'bea');
    const order = (await orderOfReservation(t.db, place.id))!;
    const paid = await admin('POST', `/api/admin/orders/${order.id}/mark-paid`, { paidOn: '2027-03-11' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<AdminOrder>()).toMatchObject({
      stage: 'paid',
      waitingFor: 'Waiting for the address',
      method: 'bank-transfer',
    });
    expect(await numberState(piece.id, 1)).toMatchObject({
      state: 'sold',
      collectorName: 'Collector bea',
      price: '€1,250.00',
    });
    expect((await reservationState(t.db, place.id)).state).toBe('sold');
    const [certificate] = await t.db
      .select()
      .from(certificates)
      .where(eq(certificates.ownerEmail, 'collectorbea@example.com'));
    expect(certificate?.state).toBe('valid');
    const again = await admin('POST', `/api/admin/orders/${order.id}/mark-paid`, {});
    expect(again.statusCode).toBe(409);
    const subjects = (await orderMailsTo(t.db, 'collectorbea@example.com')).map((mail) => mail.subject);
    // No address was given, so no invoice for the transfer went out: the receipt is the invoice, paid.
    expect(subjects).toEqual([
      expect.stringContaining('Your order'),
      expect.stringContaining('Payment received'),
    ]);
  });

  it('numbers invoices without gaps when many are issued at once', async () => {
    const piece = await pricedPiece(t.db, { numbers: 12, price: 1000 });
    await openShop(t.db, { card: { enabled: true, minutesToPay: 60 } });
    // Card is on but the test app has no Stripe keys: bank transfer stays the only way.
    const placed = await Promise.all(
      Array.from({ length: 12 }, (_, i) => reserveAndConfirm(t, piece.id, `gapless${i}`)),
    );
    expect(placed.every((p) => p.orderPath)).toBe(true);
    // Twelve collectors give their addresses at once: twelve invoices, one number each.
    const invoiced = await Promise.all(placed.map((p) => shipTo(t, p.orderPath!)));
    expect(new Set(invoiced.map((view) => view.invoice?.number)).size).toBe(12);
    const documents = await t.db.select().from(salesDocuments);
    const sequences = documents
      .filter((d) => d.year === 2027)
      .map((d) => d.sequence)
      .sort((a, b) => a - b);
    expect(sequences.length).toBeGreaterThanOrEqual(12);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    await openShop(t.db);
  });
});

describe('an unpaid order', () => {
  it('is reminded once, then lapses at its time: the number goes to the next in line', async () => {
    const piece = await pricedPiece(t.db, { numbers: 1, price: 90_000 });
    const first = await reserveAndConfirm(t, piece.id, 'cleo');
    const second = await reserveAndConfirm(t, piece.id, 'dan');
    expect((await reservationState(t.db, second.place.id)).state).toBe('waiting');
    // Seven days to pay: the reminder goes when a quarter is left (42 hours before).
    time.advance(5 * 86_400_000 + 30 * MINUTE);
    await sweep();
    expect(
      (await orderMailsTo(t.db, 'collectorcleo@example.com')).filter((m) =>
        m.subject.startsWith('A reminder'),
      ),
    ).toHaveLength(0);
    time.advance(6 * 60 * MINUTE);
    await sweep();
    await sweep();
    const reminders = (await orderMailsTo(t.db, 'collectorcleo@example.com')).filter((m) =>
      m.subject.startsWith('A reminder'),
    );
    expect(reminders).toHaveLength(1);
    time.advance(2 * 86_400_000);
    await sweep();
    const order = (await orderOfReservation(t.db, first.place.id))!;
    expect(order.state).toBe('lapsed');
    expect((await reservationState(t.db, first.place.id)).lapseReason).toBe('unpaid');
    expect((await reservationState(t.db, second.place.id)).state).toBe('held');
    expect((await orderMailsTo(t.db, 'collectorcleo@example.com')).at(-1)!.subject).toContain('has lapsed');
  });

  it('paid late while its number is still free: the sale stands', async () => {
    const piece = await pricedPiece(t.db, { numbers: 1, price: 50_000 });
    const { place } = await reserveAndConfirm(t, piece.id, 'eve');
    time.advance(8 * 86_400_000);
    await sweep();
    const order = (await orderOfReservation(t.db, place.id))!;
    expect(order.state).toBe('lapsed');
    expect((await numberState(piece.id, 1)).state).toBe('available');
    const paid = await admin('POST', `/api/admin/orders/${order.id}/mark-paid`, {});
    expect(paid.statusCode).toBe(200);
    expect(paid.json<AdminOrder>().stage).toBe('paid');
    expect(await numberState(piece.id, 1)).toMatchObject({
      state: 'sold',
      collectorEmail: 'collectoreve@example.com',
    });
  });

  it('paid late after its number went on: never a second sale, the collector told kindly', async () => {
    const piece = await pricedPiece(t.db, { numbers: 1, price: 50_000 });
    const first = await reserveAndConfirm(t, piece.id, 'finn');
    const next = await reserveAndConfirm(t, piece.id, 'gus');
    time.advance(8 * 86_400_000);
    await sweep();
    // The next sweep opens the order of the hold the lapse gave on.
    await sweep();
    const late = (await orderOfReservation(t.db, first.place.id))!;
    const nextOrder = (await orderOfReservation(t.db, next.place.id))!;
    expect(nextOrder.state).toBe('awaiting-payment');
    const answer = await admin('POST', `/api/admin/orders/${late.id}/mark-paid`, {});
    expect(answer.json<AdminOrder>()).toMatchObject({
      stage: 'lapsed',
      refundDue: true,
      waitingFor: 'Send the payment back',
    });
    expect((await numberState(piece.id, 1)).state).toBe('held');
    expect((await orderMailsTo(t.db, 'collectorfinn@example.com')).at(-1)!.subject).toContain(
      'is being returned',
    );
  });

  it('is given more time by the owner, and cancelled with its number withheld and a credit note', async () => {
    const piece = await pricedPiece(t.db, { numbers: 1, price: 70_000 });
    const { place, orderPath } = await reserveAndConfirm(t, piece.id, 'hal');
    await shipTo(t, orderPath!);
    const order = (await orderOfReservation(t.db, place.id))!;
    const extended = await admin('POST', `/api/admin/orders/${order.id}/extend`, { days: 3 });
    expect(new Date(extended.json<AdminOrder>().payBy!).getTime()).toBe(
      order.payBy.getTime() + 3 * 86_400_000,
    );
    const cancelled = await admin('POST', `/api/admin/orders/${order.id}/cancel`, {
      numberReturnsTo: 'withheld',
      reason: 'The collector asked us to.',
    });
    expect(cancelled.json<AdminOrder>()).toMatchObject({
      stage: 'cancelled',
      creditNoteNumber: expect.stringMatching(/^INV-2027-/),
    });
    expect((await numberState(piece.id, 1)).state).toBe('withheld');
    expect((await reservationState(t.db, place.id)).state).toBe('released');
  });
});

describe('refunds, shipping and the owner’s view', () => {
  it('ships with tracking, then a refund returns the number to sale and revokes the certificate', async () => {
    const piece = await pricedPiece(t.db, { numbers: 1, price: 20_000 });
    const { place, orderPath } = await reserveAndConfirm(t, piece.id, 'ivy');
    const order = (await orderOfReservation(t.db, place.id))!;
    const address = {
      name: 'Ivy Collector',
      line1: '1 Chrome Way',
      postalCode: '10115',
      city: 'Berlin',
      country: 'de',
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${encodeURIComponent(tokenOfPath(orderPath!))}/address`,
      payload: { address },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OrderView>().shippingAddress).toMatchObject({ country: 'DE', line2: '' });
    await admin('POST', `/api/admin/orders/${order.id}/mark-paid`, {});
    const shipped = await admin('POST', `/api/admin/orders/${order.id}/shipment`, {
      carrier: 'DHL',
      trackingNumber: 'JD0001',
      trackingUrl: 'https://track.example/JD0001',
    });
    expect(shipped.json<AdminOrder>()).toMatchObject({
      stage: 'shipped',
      shipment: { carrier: 'DHL', trackingNumber: 'JD0001' },
    });
    expect((await view(tokenOfPath(orderPath!))).shipment).toMatchObject({
      state: 'shipped',
      trackingUrl: 'https://track.example/JD0001',
    });
    // The email says the number, and its tracking link is a link to press.
    const shippedMail = (await orderMailsTo(t.db, 'collectorivy@example.com')).at(-1)!;
    expect(shippedMail.text).toContain('Tracking number: JD0001');
    expect(shippedMail.text).toContain('Track the parcel: https://track.example/JD0001');
    expect(shippedMail.html).toContain('href="https://track.example/JD0001"');
    const refunded = await admin('POST', `/api/admin/orders/${order.id}/refund`, {
      numberReturnsTo: 'sale',
      reason: '',
    });
    expect(refunded.json<AdminOrder>()).toMatchObject({
      stage: 'refunded',
      creditNoteNumber: expect.any(String),
    });
    expect((await numberState(piece.id, 1)).state).toBe('available');
    const [certificate] = await t.db
      .select()
      .from(certificates)
      .where(eq(certificates.ownerEmail, 'collectorivy@example.com'));
    expect(certificate).toMatchObject({ state: 'revoked', revokedReason: 'refunded' });
    const creditNote = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${encodeURIComponent(tokenOfPath(orderPath!))}/credit-note.pdf`,
    });
    expect(creditNote.statusCode).toBe(200);
    expect(creditNote.headers['content-type']).toBe('application/pdf');
  });

  it('lists, filters and searches orders on the server, and exports the ledger', async () => {
    const list = await admin('GET', '/api/admin/orders?state=refunded');
    const refunded = list.json<AdminOrderList>();
    expect(refunded.items.map((o) => o.collector.email)).toContain('collectorivy@example.com');
    expect(refunded.items.every((o) => o.stage === 'refunded')).toBe(true);
    const searched = (await admin('GET', '/api/admin/orders?q=collectorbea')).json<AdminOrderList>();
    expect(searched.total).toBe(1);
    const byReference = (
      await admin('GET', `/api/admin/orders?q=${searched.items[0]!.reference}`)
    ).json<AdminOrderList>();
    expect(byReference.items[0]!.id).toBe(searched.items[0]!.id);
    const csv = await admin('GET', '/api/admin/orders.csv?from=2027-01-01&to=2027-12-31');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Date,Type,Invoice number,Cancels,Order,Collector');
    expect(csv.body).toMatch(
      /Invoice,INV-2027-\d{4},,VT-\d{4},Collector bea,collectorbea@example\.com,.*,12 inch,1,1050\.42,199\.58,1250\.00,EUR/,
    );
    expect(csv.body).toContain('Credit note');
  });

  it('matches a bank statement by reference and amount, shows it, and applies the chosen lines once', async () => {
    const piece = await pricedPiece(t.db, { numbers: 2, price: 33_000 });
    const { place, orderPath } = await reserveAndConfirm(t, piece.id, 'jo');
    await shipTo(t, orderPath!);
    const order = (await orderOfReservation(t.db, place.id))!;
    const [invoice] = await t.db.select().from(salesDocuments).where(eq(salesDocuments.orderId, order.id));
    const csv = [
      'Booking date;Amount;Payment reference;Name',
      `12.03.2027;330,00;Invoice ${invoice!.number} thanks;Jo Collector`,
      '12.03.2027;120,00;INV-2027-9999;Someone',
      '13.03.2027;-50,00;Rent;Landlord',
    ].join('\n');
    const preview = (await admin('POST', '/api/admin/orders/statement', { csv })).json<StatementPreview>();
    expect(preview.matched).toEqual([
      expect.objectContaining({ orderId: order.id, amount: 33_000, note: 'Marks the order paid.' }),
    ]);
    expect(preview.unmatched).toHaveLength(1);
    expect((await orderOfReservation(t.db, place.id))!.state).toBe('awaiting-payment');
    const keys = preview.matched.map((line) => line.key);
    const applied = await admin('POST', '/api/admin/orders/statement/apply', { csv, keys });
    expect(applied.json()).toEqual({ applied: 1, skipped: 0 });
    expect((await orderOfReservation(t.db, place.id))!.state).toBe('paid');
    const twice = await admin('POST', '/api/admin/orders/statement/apply', { csv, keys });
    expect(twice.json()).toEqual({ applied: 0, skipped: 0 });
    const bad = await admin('POST', '/api/admin/orders/statement', { csv: 'nothing,here\n1,2' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps every sales route behind the owner’s session', async () => {
    for (const url of [
      '/api/admin/orders',
      '/api/admin/orders.csv',
      '/api/admin/sales-settings',
      '/api/admin/orders/1',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/orders/1/mark-paid', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('the shop’s settings', () => {
  it('refuses a currency nobody knows, and bank transfer without an account', async () => {
    const current = (await admin('GET', '/api/admin/sales-settings')).json();
    expect(current.cardAvailable).toBe(false);
    const bad = await admin('POST', '/api/admin/sales-settings', { ...current.settings, currency: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    const noIban = await admin('POST', '/api/admin/sales-settings', {
      ...current.settings,
      bankTransfer: { ...current.settings.bankTransfer, iban: '' },
    });
    expect(noIban.statusCode).toBe(400);
    const yen = await admin('POST', '/api/admin/sales-settings', { ...current.settings, currency: 'jpy' });
    expect(yen.json().settings.currency).toBe('JPY');
    await openShop(t.db);
  });
});
