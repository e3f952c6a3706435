/**
 * The paying minute, after the reservation drop (reservations.ts): the collectors who hold the
 * drop's numbers confirm, each gets an order at the piece's price and opens Stripe Checkout on the
 * local stand-in (server/test/stripe-peer.ts), and all of them pay at once. Stripe's events reach
 * both instances, each event twice (a retry and a second endpoint), at the same moment. It
 * reports errors (target 0), the webhook answers' p50/p99, and what the register says afterwards:
 * exactly as many sold as paid, each payment applied once.
 */
import pg from 'pg';
import Stripe from 'stripe';
import { signReservationToken } from '../../server/modules/reservations/index';
import type { StripePeer } from '../../server/test/stripe-peer';
import type { BenchServer } from './server-process';

export const BENCH_STRIPE = {
  secretKey: 'sk_test_bench_paying_minute',
  webhookSecret: 'whsec_bench_paying_minute',
};
const PRICE = 250_000;

export interface PayingMinuteOutcome {
  orders: number;
  webhookCalls: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  sold: number;
  paidOrders: number;
  payments: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function query<T extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body ?? {}),
  });
  return { status: response.status, body: await response.text() };
}

export async function runPayingMinute({
  databaseUrl,
  servers,
  sculptureId,
  peer,
}: {
  databaseUrl: string;
  servers: BenchServer[];
  sculptureId: number;
  peer: StripePeer;
}): Promise<PayingMinuteOutcome> {
  await query(databaseUrl, 'update sculptures set price_100 = $1 where id = $2', [PRICE, sculptureId]);
  const settings = {
    currency: 'EUR',
    taxRatePercent: 19,
    pricesIncludeTax: true,
    seller: { legalName: 'Bench Studio', address: 'Bench Street 1', taxId: '' },
    bankTransfer: { enabled: false, accountHolder: '', iban: '', bic: '', daysToPay: 7 },
    card: { enabled: true, minutesToPay: 60 },
  };
  await query(
    databaseUrl,
    `insert into sales_settings (id, settings) values (1, $1) on conflict (id) do update set settings = excluded.settings`,
    [JSON.stringify(settings)],
  );
  const [secretRow] = await query<{ value: string }>(
    databaseUrl,
    `select value from app_meta where key = 'unsubscribe-secret'`,
  );
  const secret = Buffer.from(secretRow!.value, 'base64url');
  const held = await query<{ id: number }>(
    databaseUrl,
    `select id from reservations where sculpture_id = $1 and state = 'held' order by position`,
    [sculptureId],
  );
  // Each holder confirms by their link and opens Checkout, on either instance.
  const sessions: string[] = [];
  for (const [index, { id }] of held.entries()) {
    const server = servers[index % servers.length]!;
    const confirmed = await post(`${server.origin}/api/reservations/confirm`, {
      token: signReservationToken(secret, Number(id)),
    });
    const { orderPath } = JSON.parse(confirmed.body) as { orderPath: string };
    const checkout = await post(`${server.origin}/api${orderPath}/checkout`, {});
    if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}: ${checkout.body}`);
    sessions.push((JSON.parse(checkout.body) as { url: string }).url.split('/').pop()!);
  }
  // They all pay; Stripe's events are then sent to both instances at once, each event twice.
  peer.holdDeliveries(true);
  const events = await Promise.all(sessions.map(async (id) => (await peer.complete(id)).event));
  const stripe = new Stripe(BENCH_STRIPE.secretKey);
  const calls = events.flatMap((event) => {
    const payload = JSON.stringify(event);
    return servers.flatMap((server) =>
      [0, 1].map(async () => {
        const header = stripe.webhooks.generateTestHeaderString({
          payload,
          secret: BENCH_STRIPE.webhookSecret,
        });
        const started = performance.now();
        const answer = await post(`${server.origin}/api/webhooks/stripe`, payload, {
          'stripe-signature': header,
        }).catch(() => ({ status: 0, body: '' }));
        return { status: answer.status, ms: performance.now() - started };
      }),
    );
  });
  const answers = await Promise.all(calls);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const [sold] = await query<{ count: string }>(
    databaseUrl,
    `select count(*) from edition_numbers where sculpture_id = $1 and state = 'sold'`,
    [sculptureId],
  );
  const [paid] = await query<{ count: string }>(
    databaseUrl,
    `select count(*) from orders where sculpture_id = $1 and state = 'paid'`,
    [sculptureId],
  );
  const [payments] = await query<{ count: string }>(
    databaseUrl,
    `select count(*) from order_payments p join orders o on o.id = p.order_id where o.sculpture_id = $1`,
    [sculptureId],
  );
  return {
    orders: sessions.length,
    webhookCalls: answers.length,
    errors: answers.filter((answer) => answer.status !== 200).length,
    p50Ms: quantile(times, 0.5),
    p99Ms: quantile(times, 0.99),
    sold: Number(sold!.count),
    paidOrders: Number(paid!.count),
    payments: Number(payments!.count),
  };
}

export function payingMinuteLines(outcome: PayingMinuteOutcome): string[] {
  return [
    `Paying minute: the ${outcome.orders} holders pay by card at once; ${outcome.webhookCalls} signed events reach two instances (each event twice on each)`,
    `  errors ${outcome.errors}; webhook answers p50 ${outcome.p50Ms.toFixed(0)} ms, p99 ${outcome.p99Ms.toFixed(0)} ms`,
    `  sold ${outcome.sold}, orders paid ${outcome.paidOrders}, payments recorded ${outcome.payments}`,
  ];
}

export function payingMinuteChecks(outcome: PayingMinuteOutcome) {
  return [
    {
      pass: outcome.errors === 0,
      what: `paying minute: ${outcome.errors} errors of ${outcome.webhookCalls} webhook calls (target 0), p99 ${outcome.p99Ms.toFixed(0)} ms`,
    },
    {
      pass:
        outcome.sold === outcome.orders &&
        outcome.paidOrders === outcome.orders &&
        outcome.payments === outcome.orders,
      what: `paying minute: ${outcome.sold} sold, ${outcome.paidOrders} paid, ${outcome.payments} payments (target exactly ${outcome.orders} each)`,
    },
  ];
}
