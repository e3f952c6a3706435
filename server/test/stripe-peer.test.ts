import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeForm } from './stripe/form-body';
import { type StripePeer, startStripePeer } from './stripe-peer';
import { createTestClock } from './test-clock';

/*
 * The stand-in is only worth something if the real SDK cannot tell it from Stripe: every test
 * here talks to it through `stripe` itself (pointed at it as the app does, from STRIPE_API_URL)
 * and checks its events with the SDK's own constructEvent.
 */

const SECRET_KEY = 'sk_test_peer_suite';
const WEBHOOK_SECRET = 'whsec_peer_suite';

/** The SDK as the app builds it from STRIPE_API_URL. */
function sdkFor(apiUrl: string, key = SECRET_KEY, maxNetworkRetries = 0): Stripe {
  const url = new URL(apiUrl);
  return new Stripe(key, {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries,
  });
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint that keeps what it is sent and answers `status`. */
async function startEndpoint() {
  const received: Received[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`,
    received,
    answerWith: (next: number) => {
      status = next;
    },
    /** The event as the app would take it: constructEvent over the raw body and its header. */
    verified: (index: number, receivedAt?: number) => {
      const delivery = received[index]!;
      return Stripe.webhooks.constructEvent(
        delivery.body,
        delivery.headers['stripe-signature'] ?? '',
        WEBHOOK_SECRET,
        undefined,
        undefined,
        receivedAt,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Endpoint = Awaited<ReturnType<typeof startEndpoint>>;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A session as the app will ask for one: a numbered edition held for a collector. */
function sessionParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: 480_000,
          product_data: { name: 'Chrome Bloom — 12 inch, No. 3 of 8' },
        },
      },
    ],
    customer_email: 'collector@example.com',
    client_reference_id: 'order_41',
    metadata: { orderId: 'order_41', edition: '3' },
    payment_intent_data: { metadata: { orderId: 'order_41' } },
    expires_at: nowSeconds() + 60 * 60,
    success_url: 'http://127.0.0.1:3000/orders/tok_abc?paid={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:3000/orders/tok_abc',
    shipping_address_collection: { allowed_countries: ['FR', 'DE', 'GB'] },
    ...overrides,
  };
}

/** Presses Pay on the hosted page with the form as the page fills it, changed by `changes`. */
async function payOnPage(sessionUrl: string, changes: Record<string, string> = {}) {
  const page = await fetch(sessionUrl).then((response) => response.text());
  const form = new URLSearchParams();
  for (const [, name, value] of page.matchAll(/<input id="[^"]+" name="([^"]+)"[^>]*? value="([^"]*)"/g))
    form.set(name!, value!.replaceAll('&#39;', "'").replaceAll('&amp;', '&'));
  for (const [, name, options] of page.matchAll(/<select id="[^"]+" name="([^"]+)"[^>]*>(.*?)<\/select>/g))
    form.set(name!, /<option value="([^"]+)" selected>/.exec(options!)?.[1] ?? '');
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return fetch(sessionUrl, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
}

describe('the Stripe stand-in, through the real SDK', () => {
  let endpoint: Endpoint;
  let peer: StripePeer;
  let stripe: Stripe;

  beforeEach(async () => {
    endpoint = await startEndpoint();
    peer = await startStripePeer({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: endpoint.url,
    });
    stripe = sdkFor(peer.url);
  });

  afterEach(async () => {
    await peer.close();
    await endpoint.close();
  });

  it('creates a Checkout Session from the parameters the app sends, and answers it as Stripe does', async () => {
    const params = sessionParams();
    const session = await stripe.checkout.sessions.create(params);

    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{20,}$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      url: `${peer.url}/pay/${session.id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 480_000,
      amount_subtotal: 480_000,
      currency: 'eur',
      customer_email: 'collector@example.com',
      client_reference_id: 'order_41',
      metadata: { orderId: 'order_41', edition: '3' },
      expires_at: params.expires_at,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      shipping_address_collection: { allowed_countries: ['FR', 'DE', 'GB'] },
      payment_intent: null,
      collected_information: null,
      livemode: false,
    });

    // What went over the wire: a form body with nested keys, the SDK's version and a key.
    const [request] = peer.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', status: 200 });
    expect(request!.body).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '480000',
            product_data: { name: 'Chrome Bloom — 12 inch, No. 3 of 8' },
          },
        },
      ],
      shipping_address_collection: { allowed_countries: ['FR', 'DE', 'GB'] },
      payment_intent_data: { metadata: { orderId: 'order_41' } },
    });
    expect(request!.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request!.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });

  it('reads a session back, with its line items, and lists them', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const read = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] });
    expect(read.id).toBe(created.id);
    expect(read.status).toBe('open');
    expect(read.line_items?.data).toEqual([
      expect.objectContaining({
        object: 'item',
        description: 'Chrome Bloom — 12 inch, No. 3 of 8',
        quantity: 1,
        amount_total: 480_000,
        currency: 'eur',
        price: expect.objectContaining({ unit_amount: 480_000 }),
      }),
    ]);
    // The SDK reads the decimal string Stripe sends into its own Decimal.
    expect(String(read.line_items?.data[0]?.price?.unit_amount_decimal)).toBe('480000');
    const items = await stripe.checkout.sessions.listLineItems(created.id);
    expect(items.data.map((item) => item.amount_total)).toEqual([480_000]);
  });

  it('expires a session on request, sends checkout.session.expired, and will not expire it twice', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const expired = await stripe.checkout.sessions.expire(created.id);
    expect(expired).toMatchObject({ id: created.id, status: 'expired', payment_status: 'unpaid', url: null });

    await peer.idle();
    const event = endpoint.verified(0);
    expect(event.type).toBe('checkout.session.expired');
    expect(event.data.object).toMatchObject({
      id: created.id,
      status: 'expired',
      metadata: { orderId: 'order_41' },
    });
    expect(event.request).toMatchObject({ id: expect.stringMatching(/^req_/) });

    const again = stripe.checkout.sessions.expire(created.id);
    await expect(again).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(again).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('"expired"'),
    });
    // The hosted page no longer takes a payment.
    const page = await fetch(created.url!).then((response) => response.text());
    expect(page).toContain('This checkout has expired');
  });

  it('answers a wrong key, a bad expires_at, an unknown parameter and an unknown id with Stripe’s errors', async () => {
    const wrongKey = sdkFor(peer.url, 'sk_test_not_this_one');
    const unauthorised = wrongKey.checkout.sessions.create(sessionParams());
    await expect(unauthorised).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(unauthorised).rejects.toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError' });
    expect(peer.sessions).toHaveLength(0);

    for (const expiresAt of [nowSeconds() + 10 * 60, nowSeconds() + 25 * 60 * 60]) {
      const tooSoonOrLate = stripe.checkout.sessions.create(sessionParams({ expires_at: expiresAt }));
      await expect(tooSoonOrLate).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      await expect(tooSoonOrLate).rejects.toMatchObject({ statusCode: 400, param: 'expires_at' });
    }

    const misspelt = stripe.checkout.sessions.create({
      ...sessionParams(),
      expires: 1,
    } as Stripe.Checkout.SessionCreateParams);
    await expect(misspelt).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'expires',
    });

    const noName = stripe.checkout.sessions.create(
      sessionParams({
        line_items: [
          { quantity: 1, price_data: { currency: 'eur', unit_amount: 100, product_data: { name: '' } } },
        ],
      }),
    );
    await expect(noName).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'line_items[0][price_data][product_data][name]',
    });

    const malformed = await fetch(`${peer.url}/v1/checkout/sessions/%E0%A4%A`, {
      headers: { Authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(malformed.status).toBe(404);
    expect((await fetch(`${peer.url}/pay/%E0%A4%A`)).status).toBe(404);

    const missing = stripe.checkout.sessions.retrieve('cs_test_nothing_here');
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(missing).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: expect.stringContaining("No such checkout.session: 'cs_test_nothing_here'"),
    });
    expect(peer.sessions).toHaveLength(0);
  });

  it('refunds once for one idempotency key, sends charge.refunded, and refuses more than was paid', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const { session } = await peer.complete(created.id);
    const paymentIntent = session.payment_intent as string;
    expect(paymentIntent).toMatch(/^pi_/);
    endpoint.received.length = 0;

    const request = { payment_intent: paymentIntent, amount: 100_000, metadata: { orderId: 'order_41' } };
    const first = await stripe.refunds.create(request, { idempotencyKey: 'refund-order_41-1' });
    const second = await stripe.refunds.create(request, { idempotencyKey: 'refund-order_41-1' });
    expect(first.id).toMatch(/^re_/);
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      object: 'refund',
      amount: 100_000,
      currency: 'eur',
      status: 'succeeded',
      payment_intent: paymentIntent,
    });
    expect(peer.refunds).toHaveLength(1);

    await peer.idle();
    expect(endpoint.received).toHaveLength(1);
    const refunded = endpoint.verified(0);
    expect(refunded.type).toBe('charge.refunded');
    expect(refunded.data.object).toMatchObject({
      object: 'charge',
      payment_intent: paymentIntent,
      amount: 480_000,
      amount_refunded: 100_000,
      refunded: false,
      metadata: { orderId: 'order_41' },
    });
    expect(refunded.data.previous_attributes).toEqual({ amount_refunded: 0, refunded: false });

    // The same key with other parameters is a mistake Stripe refuses.
    const reused = stripe.refunds.create(
      { payment_intent: paymentIntent, amount: 5 },
      { idempotencyKey: 'refund-order_41-1' },
    );
    await expect(reused).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    const tooMuch = stripe.refunds.create({ payment_intent: paymentIntent, amount: 400_000 });
    await expect(tooMuch).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
    });

    // The rest, by leaving the amount out.
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(380_000);
    await peer.idle();
    expect(endpoint.verified(1).data.object).toMatchObject({ amount_refunded: 480_000, refunded: true });
    const done = stripe.refunds.create({ payment_intent: paymentIntent });
    await expect(done).rejects.toMatchObject({ code: 'charge_already_refunded' });

    const unknown = stripe.refunds.create({ payment_intent: 'pi_nothing' });
    await expect(unknown).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'payment_intent',
    });
    expect(peer.refunds).toHaveLength(2);
  });

  it('pays on the hosted page: a signed checkout.session.completed the SDK accepts, then the success URL', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const page = await fetch(created.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('€4,800.00');
    expect(html).toContain('Chrome Bloom — 12 inch, No. 3 of 8');
    expect(html).toContain('A local stand-in for Stripe Checkout');
    expect(html).toMatch(/<button type="submit">Pay €4,800.00<\/button>/);
    expect(html).toContain(`href="${created.cancel_url}"`);
    // Prefilled for the first country the shop ships to, so Pay works at once.
    expect(html).toContain('value="12 Rue Vieille du Temple"');

    const paid = await payOnPage(created.url!, { name: 'Ada Collector', line2: 'Atelier 4' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:3000/orders/tok_abc?paid=${created.id}`);

    // Delivered before the browser was sent on.
    expect(endpoint.received).toHaveLength(1);
    expect(endpoint.received[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
    const event = endpoint.verified(0);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
    });
    expect(event.id).toMatch(/^evt_/);
    const shipping = {
      name: 'Ada Collector',
      address: {
        line1: '12 Rue Vieille du Temple',
        line2: 'Atelier 4',
        postal_code: '75004',
        city: 'Paris',
        state: null,
        country: 'FR',
      },
    };
    expect(event.data.object).toMatchObject({
      id: created.id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 480_000,
      currency: 'eur',
      client_reference_id: 'order_41',
      metadata: { orderId: 'order_41', edition: '3' },
      payment_intent: expect.stringMatching(/^pi_/),
      collected_information: { shipping_details: shipping },
    });
    expect(peer.deliveries).toMatchObject([{ eventId: event.id, status: 200, signature: 'valid' }]);

    const read = await stripe.checkout.sessions.retrieve(created.id, { expand: ['payment_intent'] });
    expect(read.collected_information?.shipping_details).toEqual(shipping);
    expect(read.payment_intent).toMatchObject({
      status: 'succeeded',
      amount_received: 480_000,
      metadata: { orderId: 'order_41' },
    });

    // Back on the page later, or pressing Pay again: it is paid, and nothing is paid twice.
    expect(await fetch(created.url!).then((response) => response.text())).toContain('Payment received');
    expect((await payOnPage(created.url!)).status).toBe(409);
    expect(peer.paymentIntents).toHaveLength(1);
  });

  it('refuses forged, stale and unsigned events in constructEvent, and resends an event as the same bytes', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const { event } = await peer.complete(created.id);

    const forged = peer.makeEvent('checkout.session.completed', {
      ...peer.session(created.id),
      amount_total: 1,
    });
    await peer.sendEvent(forged, { signature: 'forged' });
    await peer.sendEvent(event, { signature: 'stale' });
    await peer.sendEvent(event, { signature: 'missing' });
    for (const index of [1, 2, 3])
      expect(() => endpoint.verified(index)).toThrow(Stripe.errors.StripeSignatureVerificationError);

    // A payload changed after it was signed fails too.
    const signedThenChanged = endpoint.received[0]!;
    expect(() =>
      Stripe.webhooks.constructEvent(
        signedThenChanged.body.replace('"amount_total": 480000', '"amount_total": 1'),
        signedThenChanged.headers['stripe-signature']!,
        WEBHOOK_SECRET,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);

    const again = await peer.deliver(event.id);
    expect(again.status).toBe(200);
    expect(endpoint.received[4]!.body).toBe(endpoint.received[0]!.body);
    expect(endpoint.verified(4).id).toBe(event.id);
    expect(peer.deliveries.map((delivery) => delivery.signature)).toEqual([
      'valid',
      'forged',
      'stale',
      'missing',
      'valid',
    ]);
  });

  it('keeps the typed form and says what is wrong when the page is sent incomplete or the card is declined', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const incomplete = await payOnPage(created.url!, { city: '', line2: 'Atelier <4>' });
    expect(incomplete.status).toBe(422);
    const html = await incomplete.text();
    expect(html).toContain('Enter the city.');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="Atelier &lt;4&gt;"');

    const declined = await payOnPage(created.url!, { card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');

    const elsewhere = await payOnPage(created.url!, { country: 'US' });
    expect(elsewhere.status).toBe(422);

    expect(peer.session(created.id).status).toBe('open');
    expect(endpoint.received).toHaveLength(0);
  });

  it('asks for the email when the session has none, ships nowhere unless asked, and shows names as text', async () => {
    const created = await stripe.checkout.sessions.create(
      sessionParams({
        customer_email: undefined,
        shipping_address_collection: undefined,
        line_items: [
          {
            quantity: 2,
            price_data: {
              currency: 'jpy',
              unit_amount: 150_000,
              product_data: { name: 'Bloom <script>alert(1)</script>' },
            },
          },
        ],
      }),
    );
    const html = await fetch(created.url!).then((response) => response.text());
    expect(html).toContain('Bloom &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('¥300,000');
    expect(html).not.toContain('Shipping address');

    expect((await payOnPage(created.url!, { email: 'not an address' })).status).toBe(422);
    expect((await payOnPage(created.url!, { email: 'buyer@example.com' })).status).toBe(303);
    expect(endpoint.verified(0).data.object).toMatchObject({
      amount_total: 300_000,
      currency: 'jpy',
      customer_details: { email: 'buyer@example.com' },
      collected_information: { shipping_details: null },
    });
  });

  it('fails the next calls as Stripe does when it is in trouble, and then works again', async () => {
    peer.failNext(1);
    const down = stripe.checkout.sessions.create(sessionParams());
    await expect(down).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    await expect(down).rejects.toMatchObject({ statusCode: 500 });
    peer.failNext(1, 429);
    await expect(stripe.checkout.sessions.create(sessionParams())).rejects.toBeInstanceOf(
      Stripe.errors.StripeRateLimitError,
    );
    expect(peer.sessions).toHaveLength(0);

    // The SDK's own retry (same Idempotency-Key) gets through once Stripe is back.
    peer.failNext(1);
    const session = await sdkFor(peer.url, SECRET_KEY, 1).checkout.sessions.create(sessionParams());
    expect(peer.sessions.map((made) => made.id)).toEqual([session.id]);
    const [failed, succeeded] = peer.requests.slice(-2);
    expect([failed!.status, succeeded!.status]).toEqual([500, 200]);
    expect(succeeded!.idempotencyKey).toBe(failed!.idempotencyKey);
  });

  it('holds events when asked, to deliver them later and in any order; records a failing endpoint without retrying', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams());
    const second = await stripe.checkout.sessions.create(sessionParams());
    peer.holdDeliveries();
    const paid = await peer.complete(first.id);
    const expired = await peer.expire(second.id);
    expect(paid.delivery).toBeNull();
    expect(endpoint.received).toHaveLength(0);

    endpoint.answerWith(500);
    await peer.deliver(expired.event.id);
    await peer.deliver(paid.event.id);
    expect(endpoint.received.map((delivery) => JSON.parse(delivery.body).type)).toEqual([
      'checkout.session.expired',
      'checkout.session.completed',
    ]);
    expect(peer.deliveries.map((delivery) => delivery.status)).toEqual([500, 500]);
    await peer.idle();
    expect(endpoint.received).toHaveLength(2);

    peer.setWebhookUrl('http://127.0.0.1:9/nobody-listens');
    const unreachable = await peer.deliver(paid.event.id);
    expect(unreachable).toMatchObject({ status: null, error: expect.any(String) });
  });

  it('sends no charge.refunded to an endpoint not subscribed to it, and still logs the event', async () => {
    await peer.close();
    peer = await startStripePeer({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: endpoint.url,
      enabledEvents: ['checkout.session.completed', 'checkout.session.expired'],
    });
    stripe = sdkFor(peer.url);
    const created = await stripe.checkout.sessions.create(sessionParams());
    const { session } = await peer.complete(created.id);
    await stripe.refunds.create({ payment_intent: session.payment_intent as string });
    await peer.idle();
    expect(endpoint.received.map((delivery) => JSON.parse(delivery.body).type)).toEqual([
      'checkout.session.completed',
    ]);
    expect(peer.events.map((event) => event.type)).toEqual(['checkout.session.completed', 'charge.refunded']);
  });
});

describe('the Stripe stand-in on a test clock', () => {
  it('expires a session at its expires_at by the clock, signing with the clock’s time', async () => {
    const test = createTestClock(new Date('2027-03-01T10:00:00Z'));
    const endpoint = await startEndpoint();
    const peer = await startStripePeer({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: endpoint.url,
      clock: () => test.clock.now(),
    });
    try {
      const stripe = sdkFor(peer.url);
      const start = Math.floor(test.clock.now().getTime() / 1000);
      // Thirty minutes is the shortest span Stripe takes; a real-time expiry would be refused here.
      const created = await stripe.checkout.sessions.create(sessionParams({ expires_at: start + 30 * 60 }));
      expect(created.created).toBe(start);

      test.advance(29 * 60 * 1000);
      expect(await peer.expireDue()).toEqual([]);
      test.advance(60 * 1000);
      const [expired] = await peer.expireDue();
      expect(expired).toMatchObject({ type: 'checkout.session.expired', created: start + 30 * 60 });

      const receivedAt = Math.floor(test.clock.now().getTime() / 1000);
      expect(endpoint.verified(0, receivedAt).id).toBe(expired!.id);
      const page = await payOnPage(created.url!);
      expect(page.status).toBe(409);
      expect(await page.text()).toContain('This checkout has expired');
    } finally {
      await peer.close();
      await endpoint.close();
    }
  });
});

describe('decodeForm', () => {
  it('reads Stripe’s nested keys back into the value the SDK encoded', () => {
    expect(
      decodeForm(
        'line_items[0][price_data][currency]=eur&line_items[0][quantity]=1&line_items[1][quantity]=2&metadata[order]=o%201&a[]=x&a[]=y',
      ),
    ).toEqual({
      line_items: [{ price_data: { currency: 'eur' }, quantity: '1' }, { quantity: '2' }],
      metadata: { order: 'o 1' },
      a: ['x', 'y'],
    });
  });

  it('keeps a key such as __proto__ a plain key, and refuses a key given as a value and a hash', () => {
    const decoded = decodeForm('metadata[__proto__][polluted]=yes&constructor[prototype][x]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(decoded.metadata as object)).toEqual(['__proto__']);
    expect(() => decodeForm('metadata=1&metadata[a]=2')).toThrow(/both as a value and as a hash/);
  });
});
