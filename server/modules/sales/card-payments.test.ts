import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../contract/sales';
import { editionNumbers } from '../../db/schema';
import {
  openShop,
  orderMailsTo,
  orderOfReservation,
  pricedPiece,
  reserveAndConfirm,
  tokenOfPath,
} from '../../test/sales-helpers';
import { type StripePeer, startStripePeer } from '../../test/stripe-peer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestClock } from '../../test/test-clock';
import { orderPayments, orders, stripeEvents } from './schema';

const SECRET_KEY = 'sk_test_vitrine_local';
const WEBHOOK_SECRET = 'whsec_vitrine_local';
const time = createTestClock(new Date('2027-04-01T10:00:00Z'));
let t: TestApp;
let peer: StripePeer;

beforeAll(async () => {
  peer = await startStripePeer({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    clock: () => time.clock.now(),
  });
  t = await createTestApp({
    publicUrl: 'https://vitrine.test',
    background: { clock: time.clock },
    stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: peer.url },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  peer.setWebhookUrl(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/webhooks/stripe`);
  await openShop(t.db, { card: { enabled: true, minutesToPay: 60 } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function checkout(orderPath: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${encodeURIComponent(tokenOfPath(orderPath))}/checkout`,
  });
  expect(response.statusCode).toBe(200);
  const { url } = response.json<{ url: string }>();
  const sessionId = url.split('/').pop()!;
  return { url, sessionId };
}
const orderView = async (orderPath: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${encodeURIComponent(tokenOfPath(orderPath))}` })
  ).json<OrderView>();
const soldOf = async (sculptureId: number) =>
  (
    await t.db
      .select()
      .from(editionNumbers)
      .where(and(eq(editionNumbers.sculptureId, sculptureId), eq(editionNumbers.state, 'sold')))
  ).length;

describe('paying by card through Stripe Checkout', () => {
  it('makes a session that ends with the hold, and is paid only by Stripe’s signed event', async () => {
    const piece = await pricedPiece(t.db, { numbers: 2, price: 480_000 });
    const { place, orderPath } = await reserveAndConfirm(t, piece.id, 'card1');
    expect((await orderView(orderPath!)).canPayBy).toEqual({ card: true, bankTransfer: true });
    const { url, sessionId } = await checkout(orderPath!);
    expect(url).toBe(`${peer.url}/pay/${sessionId}`);
    const created = peer.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(created.body).toMatchObject({
      mode: 'payment',
      customer_email: 'collectorcard1@example.com',
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '480000' } }],
    });
    const order = (await orderOfReservation(t.db, place.id))!;
    expect(Number(created.body.expires_at)).toBe(Math.floor(order.payBy.getTime() / 1000));
    // A second click answers the same session (one idempotency key per order and expiry).
    expect((await checkout(orderPath!)).sessionId).toBe(sessionId);
    expect((await orderView(orderPath!)).state).toBe('awaiting-payment');

    const { delivery } = await peer.complete(sessionId);
    expect(delivery?.status).toBe(200);
    const paid = await orderView(orderPath!);
    expect(paid).toMatchObject({
      state: 'paid',
      method: 'card',
      shippingAddress: expect.objectContaining({ line1: expect.any(String) }),
    });
    expect(paid.invoice?.number).toMatch(/^INV-2027-/);
    expect(paid.certificate?.verifyPath).toMatch(/^\/verify\//);
    expect(await soldOf(piece.id)).toBe(1);
    expect((await orderMailsTo(t.db, 'collectorcard1@example.com')).map((m) => m.subject)).toEqual([
      expect.stringContaining('Your order'),
      expect.stringContaining('Payment received'),
    ]);
  });

  it('changes nothing for an event delivered twice, forged, replayed late, or with a changed amount', async () => {
    const piece = await pricedPiece(t.db, { numbers: 3, price: 99_900 });
    const { place, orderPath } = await reserveAndConfirm(t, piece.id, 'card2');
    const { sessionId } = await checkout(orderPath!);
    // A changed amount, properly signed (a bug or a tampered integration): not applied.
    const session = peer.session(sessionId);
    const cheaper = peer.makeEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 100,
      payment_intent: 'pi_tampered',
    });
    expect((await peer.sendEvent(cheaper)).status).toBe(200);
    expect((await orderView(orderPath!)).state).toBe('awaiting-payment');
    const { event } = await peer.complete(sessionId);
    // Forged and stale signatures are refused before anything is read.
    expect((await peer.sendEvent(event, { signature: 'forged' })).status).toBe(400);
    expect((await peer.sendEvent(event, { signature: 'stale' })).status).toBe(400);
    // Stripe's retry, and a replay of the same event: applied once.
    await peer.deliver(event.id);
    await peer.deliver(event.id);
    const order = (await orderOfReservation(t.db, place.id))!;
    const payments = await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 99_900, applied: true, method: 'card' });
    expect(await soldOf(piece.id)).toBe(1);
    const outcomes = await t.db.select().from(stripeEvents).where(eq(stripeEvents.orderId, order.id));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['mismatch', 'paid']);
    // Out of order: the session's expiry told after its payment leaves the order paid.
    const expired = peer.makeEvent('checkout.session.expired', { ...session, status: 'expired' });
    expect((await peer.sendEvent(expired)).status).toBe(200);
    expect((await orderView(orderPath!)).state).toBe('paid');
  });

  it('ten numbers, ten paying at once and five paying after their orders lapsed: exactly ten sold, five refunded', async () => {
    const piece = await pricedPiece(t.db, { numbers: 10, price: 250_000 });
    // Five collectors pay at Stripe's last second, and Stripe tells of it only after their orders lapsed.
    const early = [];
    for (let i = 0; i < 5; i++) early.push(await reserveAndConfirm(t, piece.id, `late${i}`));
    const lateSessions = [];
    for (const placed of early) lateSessions.push((await checkout(placed.orderPath!)).sessionId);
    peer.holdDeliveries(true);
    const lateEvents = await Promise.all(lateSessions.map(async (id) => (await peer.complete(id)).event));
    peer.holdDeliveries(false);
    time.advance(61 * 60_000);
    await t.app.sales.sweep();
    for (const placed of early)
      expect((await orderOfReservation(t.db, placed.place.id))!.state).toBe('lapsed');
    // Their numbers went on: ten collectors hold all ten, and pay at once.
    const onTime = [];
    for (let i = 0; i < 10; i++) onTime.push(await reserveAndConfirm(t, piece.id, `ontime${i}`));
    const sessions = await Promise.all(
      onTime.map(async (placed) => (await checkout(placed.orderPath!)).sessionId),
    );
    await Promise.all(sessions.map((id) => peer.complete(id)));
    await Promise.all(lateEvents.map((event) => peer.deliver(event.id)));
    await peer.idle();
    expect(await soldOf(piece.id)).toBe(10);
    const all = await t.db.select().from(orders).where(eq(orders.sculptureId, piece.id));
    expect(all.filter((o) => o.state === 'paid')).toHaveLength(10);
    const late = all.filter((o) => o.state === 'lapsed');
    expect(late).toHaveLength(5);
    expect(late.every((o) => o.refundDue === false)).toBe(true);
    const lateIntents = new Set(lateSessions.map((id) => peer.session(id).payment_intent));
    const refunded = peer.refunds.filter((refund) => lateIntents.has(refund.payment_intent));
    expect(refunded).toHaveLength(5);
    for (const order of late)
      expect((await orderMailsTo(t.db, order.buyerEmail)).at(-1)!.subject).toContain('is being returned');
  });
});
