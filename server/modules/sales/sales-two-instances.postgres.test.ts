import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { editionNumbers, mailOutbox } from '../../db/schema';
import { type Instance, startInstancesOnOneDatabase } from '../../test/instances-on-one-database';
import { request } from '../../test/reservation-helpers';
import { openShop, pricedPiece } from '../../test/sales-helpers';
import { type StripePeer, startStripePeer } from '../../test/stripe-peer';
import { createTestClock } from '../../test/test-clock';
import { signReservationToken } from '../reservations/reservation-token';
import { orderPayments, orders, salesDocuments } from './schema';

/**
 * Two app instances on one PostgreSQL, nothing shared in memory: Stripe's events reach both at
 * once, invoices are issued on both, and both sweep. Runs in the server-postgres project only.
 */
const SECRET_KEY = 'sk_test_two_instances';
const WEBHOOK_SECRET = 'whsec_two_instances';
const time = createTestClock(new Date('2027-05-01T10:00:00Z'));
let instances: Instance[] = [];
let closeInstances: (() => Promise<void>) | undefined;
let peer: StripePeer;
const stripe = new Stripe(SECRET_KEY);

beforeAll(async () => {
  peer = await startStripePeer({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    clock: () => time.clock.now(),
  });
  ({ instances, close: closeInstances } = await startInstancesOnOneDatabase(2, () => ({
    publicUrl: 'https://vitrine.test',
    logger: process.env.DEBUG_LOG ? { level: 'error' } : false,
    background: { clock: time.clock },
    stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: peer.url },
  })));
  await openShop(db(), { card: { enabled: true, minutesToPay: 60 } });
});
afterAll(async () => {
  await closeInstances?.();
  await peer.close();
});

const db = () => instances[0]!.database.db;
const on = (index: number) => instances[index % 2]!.app;

async function confirmOn(index: number, sculptureId: number, who: string) {
  const reserved = await on(index).inject({
    method: 'POST',
    url: '/api/reservations',
    payload: request(sculptureId, who),
    remoteAddress: `10.3.${index % 200}.1`,
  });
  expect(reserved.statusCode, reserved.body).toBe(201);
  const { id } = reserved.json<{ id: number }>();
  const token = signReservationToken(await unsubscribeSecret(db()), id);
  const confirmed = await on(index + 1).inject({
    method: 'POST',
    url: '/api/reservations/confirm',
    payload: { token },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { orderPath } = confirmed.json<{ orderPath: string | null }>();
  expect(orderPath, `no order for ${who}`).toMatch(/^\/orders\//);
  return orderPath!;
}

/** One event to both instances at the same moment, each twice: what two endpoints and a retry do. */
async function deliverEverywhere(event: Stripe.Event) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(time.clock.now().getTime() / 1000),
  });
  return Promise.all(
    [0, 1, 2, 3].map((i) =>
      on(i).inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      }),
    ),
  );
}

describe('sales on two instances sharing PostgreSQL', () => {
  it('ten payments told to both instances at once, twice each: ten sold, each payment applied once', async () => {
    const piece = await pricedPiece(db(), { numbers: 10, price: 150_000 });
    const paths = await Promise.all(
      Array.from({ length: 10 }, (_, i) => confirmOn(i, piece.id, `pg-card${i}`)),
    );
    const sessions = [];
    for (const [i, path] of paths.entries()) {
      const answer = await on(i).inject({ method: 'POST', url: `/api${path}/checkout` });
      expect(answer.statusCode).toBe(200);
      sessions.push(answer.json<{ url: string }>().url.split('/').pop()!);
    }
    peer.holdDeliveries(true);
    const events = await Promise.all(sessions.map(async (id) => (await peer.complete(id)).event));
    const answers = (await Promise.all(events.map(deliverEverywhere))).flat();
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    const sold = await db().select().from(editionNumbers).where(eq(editionNumbers.sculptureId, piece.id));
    expect(sold.filter((n) => n.state === 'sold')).toHaveLength(10);
    const paid = await db().select().from(orders).where(eq(orders.sculptureId, piece.id));
    expect(paid.every((o) => o.state === 'paid')).toBe(true);
    const payments = (await db().select().from(orderPayments)).filter((p) =>
      paid.some((o) => o.id === p.orderId),
    );
    expect(payments).toHaveLength(10);
    const receipts = (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'order'))).filter(
      (row) => String((row.message as { subject: string }).subject).startsWith('Payment received'),
    );
    expect(receipts).toHaveLength(10);
  });

  it('numbers invoices without gaps while both instances issue them at once', async () => {
    await openShop(db());
    // Eight per instance: within each one's pool of ten connections, so every request meets the
    // others at the series' lock instead of waiting for a connection on a busy machine.
    const buyers = 16;
    const piece = await pricedPiece(db(), { numbers: buyers, price: 1_000 });
    const paths = await Promise.all(
      Array.from({ length: buyers }, (_, i) => confirmOn(i, piece.id, `pg-gapless${i}`)),
    );
    // Each collector's address brings their invoice, given on either instance.
    await Promise.all(
      paths.map(async (orderPath, i) => {
        const saved = await on(i).inject({
          method: 'POST',
          url: `/api/orders/${orderPath.split('/').pop()}/address`,
          payload: {
            address: {
              name: `Buyer ${i}`,
              line1: '1 Chrome Way',
              postalCode: '10115',
              city: 'Berlin',
              country: 'DE',
            },
          },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }),
    );
    const documents = await db().select().from(salesDocuments);
    expect(documents.length).toBeGreaterThanOrEqual(buyers);
    const sequences = documents
      .filter((d) => d.year === 2027)
      .map((d) => d.sequence)
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    expect(new Set(documents.map((d) => d.number)).size).toBe(documents.length);
  });

  it('lapses an unpaid order once when both instances sweep at the same moment', async () => {
    const piece = await pricedPiece(db(), { numbers: 1, price: 5_000 });
    await confirmOn(0, piece.id, 'pg-lapse');
    time.advance(8 * 86_400_000);
    await Promise.all([instances[0]!.app.sales.sweep(), instances[1]!.app.sales.sweep()]);
    const [order] = await db().select().from(orders).where(eq(orders.sculptureId, piece.id));
    expect(order!.state).toBe('lapsed');
    const lapseMails = (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'order'))).filter(
      (row) =>
        (row.message as { to: string; subject: string }).to === 'collectorpg-lapse@example.com' &&
        (row.message as { subject: string }).subject.includes('has lapsed'),
    );
    expect(lapseMails).toHaveLength(1);
  });
});
