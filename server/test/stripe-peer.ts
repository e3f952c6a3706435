import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type Stripe from 'stripe';
import { createApi, decodedPathPart } from './stripe/api';
import { readPaymentForm } from './stripe/checkout-form';
import { renderCheckout, renderState } from './stripe/checkout-page';
import { decodeForm, type FormObject } from './stripe/form-body';
import { createLedger } from './stripe/ledger';
import { type AddressInput, API_VERSION, buildEvent, unixSeconds } from './stripe/objects';
import { testAddressFor } from './stripe/test-addresses';
import { type Delivery, postEvent, type SignatureKind, signatureHeader } from './stripe/webhook-sender';

/*
 * A local stand-in for Stripe: an HTTP server that answers the SDK on Stripe's wire (form
 * bodies, Checkout Session, refund and error objects), serves a hosted Checkout page, and posts
 * events signed with the SDK's own test helper to a webhook endpoint. The app points the SDK at
 * it with STRIPE_API_URL; nothing goes to the internet. Tests, journeys and the benchmark start
 * it with startStripePeer(); a person runs it by hand with
 *   npx tsx server/test/stripe-peer.ts --port 12111 --webhook http://127.0.0.1:3000/api/webhooks/stripe
 * (docs/stripe-local.md).
 */

/** The events the stand-in makes, all sent by default. */
export const PEER_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'charge.refunded',
] as const satisfies readonly Stripe.Event.Type[];

export interface StripePeerOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where events are posted; without one they are only logged in `events`. */
  webhookUrl?: string;
  /** The time the account lives in (`created`, expiry, signatures): the app's test clock. */
  clock?: () => Date;
  /**
   * The event types the webhook endpoint is subscribed to, as on Stripe's dashboard; others are
   * logged in `events` and never posted. Leave out 'charge.refunded' for an endpoint that does
   * not hear about refunds.
   */
  enabledEvents?: readonly Stripe.Event.Type[];
  /** The account's business name, shown on the hosted page. */
  businessName?: string;
  /** A fixed port; any free one by default. */
  port?: number;
  /** A line for each request answered and each event delivered (the CLI prints them). */
  log?: (line: string) => void;
}

/** An API call the stand-in answered, as the app sent it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, decoded as Stripe reads it. */
  query: FormObject;
  /** The form body, decoded into its nested parameters (`line_items[0][quantity]` → line_items[0].quantity). */
  body: FormObject;
  headers: Record<string, string | undefined>;
  idempotencyKey: string | null;
  status: number;
  at: Date;
}

export interface PaymentDetails {
  /** The shipping address typed on the page; a test address in the first allowed country by default. */
  address?: AddressInput;
  /** The payer's email when the session was created without customer_email. */
  email?: string;
}

const MAX_BODY_BYTES = 1_000_000;

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function safeDecode(text: string): FormObject {
  try {
    return decodeForm(text);
  } catch {
    return {};
  }
}

export async function startStripePeer(options: StripePeerOptions) {
  const clock = options.clock ?? (() => new Date());
  const now = () => unixSeconds(clock());
  const businessName = options.businessName ?? 'Vitrine';
  const enabled = new Set<string>(options.enabledEvents ?? PEER_EVENT_TYPES);
  const log = options.log ?? (() => {});
  let webhookUrl = options.webhookUrl ?? null;
  let holding = false;
  let baseUrl = '';

  const ledger = createLedger({ clock, baseUrl: () => baseUrl });
  const requests: RecordedRequest[] = [];
  const deliveries: Delivery[] = [];
  /** Each event's payload as first sent: a delivery again sends the same bytes, signed anew. */
  const payloads = new Map<string, string>();
  const firstDelivery = new Map<string, Promise<Delivery | null>>();
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
    return promise;
  }

  async function post(
    event: { id: string; type: string },
    payload: string,
    signature: SignatureKind,
  ): Promise<Delivery> {
    if (!webhookUrl)
      throw new Error('The Stripe stand-in has no webhook URL to send events to (setWebhookUrl).');
    const delivery = await postEvent({
      url: webhookUrl,
      eventId: event.id,
      type: event.type,
      payload,
      signature,
      header: signatureHeader(payload, options.webhookSecret, signature, now()),
    });
    deliveries.push(delivery);
    log(`event ${event.type} ${event.id} (${signature}) → ${delivery.status ?? delivery.error}`);
    return delivery;
  }

  function payloadOf(event: Stripe.Event): string {
    let payload = payloads.get(event.id);
    if (!payload) {
      payload = JSON.stringify(event, null, 2);
      payloads.set(event.id, payload);
    }
    return payload;
  }

  /** Sends an event the account made, when the endpoint listens to its type and sending is not held. */
  function dispatch(event: Stripe.Event): void {
    const sent =
      webhookUrl && enabled.has(event.type) && !holding ? post(event, payloadOf(event), 'valid') : null;
    firstDelivery.set(event.id, sent ? track(sent) : Promise.resolve(null));
  }

  function expireDue(): Stripe.Event[] {
    const events = ledger.expireDue();
    for (const event of events) dispatch(event);
    return events;
  }

  const api = createApi({ secretKey: options.secretKey, ledger, now, dispatch });

  function complete(sessionId: string, details: PaymentDetails = {}) {
    expireDue();
    const session = ledger.session(sessionId);
    const allowed = session.shipping_address_collection?.allowed_countries ?? null;
    const address = allowed ? (details.address ?? testAddressFor(allowed)) : null;
    return ledger.complete(sessionId, { address, email: details.email ?? null });
  }

  function successUrlOf(session: Stripe.Checkout.Session): string | null {
    return session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;
  }

  function sendHtml(response: ServerResponse, status: number, html: string): void {
    response.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      'Referrer-Policy': 'no-referrer',
    });
    response.end(html);
  }

  async function hostedPage(
    request: IncomingMessage,
    response: ServerResponse,
    sessionId: string,
  ): Promise<void> {
    expireDue();
    const session = ledger.findSession(sessionId);
    const context = session
      ? {
          session,
          lineItems: ledger.lineItems(session.id),
          businessName,
          action: `/pay/${encodeURIComponent(session.id)}`,
        }
      : null;
    if (!context) {
      sendHtml(response, 404, renderState(null, null));
      return;
    }
    if (context.session.status !== 'open') {
      // A second press of Pay, or a page left open past its expiry: say what became of it.
      sendHtml(
        response,
        request.method === 'POST' ? 409 : 200,
        renderState(context, successUrlOf(context.session)),
      );
      return;
    }
    if (request.method === 'GET') {
      sendHtml(response, 200, renderCheckout(context));
      return;
    }
    const body = await readBody(request);
    const attempt = readPaymentForm(context.session, new URLSearchParams(body ?? ''));
    if (!attempt.ok) {
      sendHtml(response, attempt.declined ? 402 : 422, renderCheckout(context, attempt));
      return;
    }
    const { event } = ledger.complete(sessionId, { address: attempt.address, email: attempt.email });
    dispatch(event);
    // Stripe sends the event and redirects the browser at about the same time; waiting for the
    // delivery first keeps a journey deterministic (hold deliveries to test the other order).
    await firstDelivery.get(event.id);
    log(`paid ${sessionId} on the hosted page`);
    response.writeHead(303, {
      Location: successUrlOf(context.session) ?? context.action,
      'Cache-Control': 'no-store',
    });
    response.end();
  }

  async function apiCall(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    expireDue();
    const body = (await readBody(request)) ?? '';
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : value,
      ]),
    );
    const answer = api.answer({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.search.slice(1),
      body,
      headers,
    });
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: safeDecode(url.search.slice(1)),
      body: safeDecode(body),
      headers,
      idempotencyKey: headers['idempotency-key'] ?? null,
      status: answer.status,
      at: clock(),
    });
    log(`${request.method} ${url.pathname} → ${answer.status}`);
    response.writeHead(answer.status, {
      ...answer.headers,
      'Content-Type': 'application/json',
      'Stripe-Version': String(request.headers['stripe-version'] ?? API_VERSION),
      'Cache-Control': 'no-cache, no-store',
    });
    response.end(answer.body);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
    const handled = url.pathname.startsWith('/v1/')
      ? apiCall(request, response, url)
      : page && (request.method === 'GET' || request.method === 'POST')
        ? hostedPage(request, response, decodedPathPart(page[1]!))
        : Promise.resolve(sendHtml(response, 404, renderState(null, null)));
    handled.catch((error: unknown) => {
      log(
        `failed ${request.method} ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'The Stripe stand-in failed.' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function firstDeliveryOf(event: Stripe.Event) {
    return (await firstDelivery.get(event.id)) ?? null;
  }

  function eventById(eventId: string): Stripe.Event {
    const event = ledger.events.find((candidate) => candidate.id === eventId);
    if (!event) throw new Error(`The Stripe stand-in made no event ${eventId}.`);
    return event;
  }

  return {
    /** The stand-in's address: the app's STRIPE_API_URL. */
    url: baseUrl,
    /** Every Checkout Session made, oldest first, as it is now. */
    sessions: ledger.sessions,
    paymentIntents: ledger.paymentIntents,
    charges: ledger.charges,
    refunds: ledger.refunds,
    /** Every event the account made, oldest first, whether or not it was sent. */
    events: ledger.events,
    /** Every API call answered, oldest first. */
    requests,
    /** Every POST of an event to the webhook endpoint, oldest first, with the endpoint's answer. */
    deliveries,

    /** A session by id; throws if the stand-in made none. */
    session: (sessionId: string) => ledger.session(sessionId),
    setWebhookUrl(url: string | null) {
      webhookUrl = url;
    },
    /** While held, events are made and logged but not sent; send them with deliver(eventId). */
    holdDeliveries(hold = true) {
      holding = hold;
    },

    /** Pays a session as the hosted page's Pay button does, without a browser. */
    async complete(sessionId: string, details?: PaymentDetails) {
      const { session, event } = complete(sessionId, details);
      dispatch(event);
      return { session, event, delivery: await firstDeliveryOf(event) };
    },
    /** Expires an open session as Stripe does at its expires_at, and sends checkout.session.expired. */
    async expire(sessionId: string) {
      expireDue();
      const { session, event } = ledger.expire(sessionId, null);
      dispatch(event);
      return { session, event, delivery: await firstDeliveryOf(event) };
    },
    /** Expires every open session whose expires_at has come (by the clock), and sends their events. */
    async expireDue() {
      const events = expireDue();
      await Promise.all(events.map(firstDeliveryOf));
      return events;
    },

    /** An event as Stripe would make it, for a test to change and send; it is not logged or sent. */
    makeEvent(
      type: Stripe.Event.Type,
      object: object,
      extra?: { previousAttributes?: object },
    ): Stripe.Event {
      return buildEvent(type, object, now(), extra);
    },
    /**
     * Posts any event (one from makeEvent, changed or not, or one from `events`) to the endpoint
     * with the signature asked for. A string is sent as it is: a payload changed after signing.
     */
    sendEvent(event: Stripe.Event | string, sending: { signature?: SignatureKind } = {}) {
      const payload = typeof event === 'string' ? event : JSON.stringify(event, null, 2);
      const parsed = typeof event === 'string' ? (JSON.parse(event) as Stripe.Event) : event;
      return track(post(parsed, payload, sending.signature ?? 'valid'));
    },
    /**
     * Sends an event of the log (again, or for the first time when it was held), the same bytes
     * freshly signed, as Stripe's retries and the dashboard's Resend do.
     */
    deliver(eventId: string) {
      const event = eventById(eventId);
      return track(post(event, payloadOf(event), 'valid'));
    },
    /**
     * Makes the next `count` API calls fail as Stripe does when it is in trouble (500 by default:
     * the SDK's StripeAPIError; 429: StripeRateLimitError), before they change anything. The SDK
     * retries such failures itself when its maxNetworkRetries allows.
     */
    failNext(count = 1, status = 500) {
      api.failNext(count, status);
    },
    /** Resolves once no delivery is under way. */
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type StripePeer = Awaited<ReturnType<typeof startStripePeer>>;

/** Run by hand: a stand-in on a fixed port that keeps time with the wall clock. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '12111' },
      webhook: { type: 'string', default: 'http://127.0.0.1:3000/api/webhooks/stripe' },
      'secret-key': { type: 'string', default: 'sk_test_vitrine_local_stand_in' },
      'webhook-secret': { type: 'string', default: 'whsec_vitrine_local_stand_in' },
      business: { type: 'string', default: 'Vitrine' },
    },
  });
  const peer = await startStripePeer({
    secretKey: values['secret-key'],
    webhookSecret: values['webhook-secret'],
    webhookUrl: values.webhook,
    businessName: values.business,
    port: Number(values.port),
    log: (line) => console.log(`[stripe stand-in] ${line}`),
  });
  // Sessions expire at their expires_at, as on Stripe, without waiting for the next request.
  setInterval(() => void peer.expireDue(), 5_000);
  console.log(`Local Stripe stand-in on ${peer.url}, sending events to ${values.webhook}.
Start Vitrine with:

export STRIPE_API_URL=${peer.url}
export STRIPE_SECRET_KEY=${values['secret-key']}
export STRIPE_WEBHOOK_SECRET=${values['webhook-secret']}
`);
  const stop = () => void peer.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
