import Stripe from 'stripe';
import type { Address } from '../../../../contract/sales';
import type { StripeSettings } from '../../../core/env';

export interface CheckoutRequest {
  orderId: number;
  reference: string;
  title: string;
  amount: number;
  currency: string;
  email: string;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  expiresAt: Date;
}

/** What a paid Checkout Session tells: the money, and where to ship. */
export interface PaidSession {
  sessionId: string;
  orderId: number | null;
  amount: number;
  currency: string;
  paymentIntent: string | null;
  address: Address | null;
}

export interface StripeGateway {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Ends an open session so it can no longer be paid (its order lapsed or was cancelled). */
  expireCheckout(sessionId: string): Promise<void>;
  /** Refunds a payment; the same key twice refunds once (Stripe's idempotency). */
  refund(paymentIntent: string, amount: number, idempotencyKey: string): Promise<string>;
  /** The event, when its signature is genuine and at most 5 minutes old by `now`; throws otherwise. */
  verifyEvent(payload: Buffer, signature: string, now: Date): Stripe.Event;
}

/** Stripe's own default: an event signed longer ago than this is refused as a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** How the SDK reaches the API: Stripe's own host, or the URL given. */
function connection(apiUrl: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** Stripe's two-letter country and address lines, as the shop keeps an address. */
export function addressOfSession(session: Stripe.Checkout.Session): Address | null {
  const shipping = session.collected_information?.shipping_details;
  const place = shipping?.address;
  if (!shipping || !place?.line1 || !place.country) return null;
  return {
    name: shipping.name ?? session.customer_details?.name ?? '',
    line1: place.line1,
    line2: place.line2 ?? '',
    postalCode: place.postal_code ?? '',
    city: place.city ?? '',
    region: place.state ?? '',
    country: place.country,
    phone: session.customer_details?.phone ?? '',
  };
}

export function paidSessionOf(session: Stripe.Checkout.Session): PaidSession {
  const orderId = Number(session.metadata?.order_id ?? session.client_reference_id ?? Number.NaN);
  const intent = session.payment_intent;
  return {
    sessionId: session.id,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    amount: session.amount_total ?? -1,
    currency: (session.currency ?? '').toUpperCase(),
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
    address: addressOfSession(session),
  };
}

/**
 * Stripe as the shop uses it: Checkout Sessions that expire with the hold and collect the
 * shipping address, refunds, and the check of an event's signature. Null without the keys: card
 * payment is then not offered, and everything else works.
 */
export function createStripeGateway(settings: StripeSettings | undefined): StripeGateway | null {
  if (!settings?.secretKey || !settings.webhookSecret) return null;
  const stripe = new Stripe(settings.secretKey, {
    ...connection(settings.apiUrl),
    // A collector waits on this call: one quick retry, never a minute of them.
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(request.orderId),
          customer_email: request.email,
          metadata: { order_id: String(request.orderId), reference: request.reference },
          payment_intent_data: {
            metadata: { order_id: String(request.orderId), reference: request.reference },
          },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amount,
                product_data: { name: request.title },
              },
            },
          ],
          shipping_address_collection: { allowed_countries: ALLOWED_COUNTRIES },
          phone_number_collection: { enabled: true },
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // One session per order and expiry: a double click or a retry answers the same session.
        { idempotencyKey: `checkout-${request.orderId}-${Math.floor(request.expiresAt.getTime() / 1000)}` },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already expired or complete: nothing is left to end.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },
    async refund(paymentIntent, amount, idempotencyKey) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount },
        { idempotencyKey },
      );
      return refund.id;
    },
    verifyEvent(payload, signature, now) {
      // The age of the signature is judged by the app's clock (in milliseconds), which tests move on.
      return stripe.webhooks.constructEvent(
        payload,
        signature,
        settings.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    },
  };
}

/**
 * Where Checkout may ship: the countries Stripe lets a session collect an address for, less
 * none. A studio that ships to fewer says so on its page; Stripe refuses a list with unknown codes.
 */
const ALLOWED_COUNTRIES: Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[] = [
  'AT',
  'AU',
  'BE',
  'BG',
  'CA',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HK',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'JP',
  'KR',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'RO',
  'SE',
  'SG',
  'SI',
  'SK',
  'TW',
  'US',
];
