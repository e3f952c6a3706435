import Stripe from 'stripe';

/**
 * How an event's signature is made: `valid` with the endpoint's secret and the clock's time;
 * `forged` with another secret (a sender who does not know it); `stale` with the right secret
 * ten minutes back, past the SDK's five-minute tolerance (a captured delivery replayed later);
 * `missing` with no Stripe-Signature header at all.
 */
export type SignatureKind = 'valid' | 'forged' | 'stale' | 'missing';

/** One POST of an event to the endpoint, and how the endpoint answered. */
export interface Delivery {
  eventId: string;
  type: string;
  url: string;
  signature: SignatureKind;
  /** The HTTP status the endpoint answered, or null when it could not be reached. */
  status: number | null;
  /** Why no status: the connection failed or the endpoint took too long. */
  error: string | null;
  /** The start of the endpoint's answer, for a failing test to show. */
  responseText: string;
  at: Date;
  durationMs: number;
}

const STALE_SECONDS = 10 * 60;
const FORGED_SECRET = 'whsec_not_the_endpoint_secret';
/** Stripe gives an endpoint 20 seconds to answer before it counts the delivery as failed. */
export const DELIVERY_TIMEOUT_MS = 20_000;

export function signatureHeader(
  payload: string,
  secret: string,
  kind: SignatureKind,
  nowSeconds: number,
): string | null {
  switch (kind) {
    case 'missing':
      return null;
    case 'forged':
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: FORGED_SECRET,
        timestamp: nowSeconds,
      });
    case 'stale':
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: nowSeconds - STALE_SECONDS,
      });
    case 'valid':
      return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: nowSeconds });
  }
}

/** Posts one event as Stripe does (JSON, Stripe's headers) and reports the answer; never retries. */
export async function postEvent(input: {
  url: string;
  eventId: string;
  type: string;
  payload: string;
  signature: SignatureKind;
  header: string | null;
  timeoutMs?: number;
}): Promise<Delivery> {
  const started = Date.now();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    'Cache-Control': 'no-cache',
    Accept: '*/*; q=0.5, application/xml',
  };
  if (input.header) headers['Stripe-Signature'] = input.header;
  const base = {
    eventId: input.eventId,
    type: input.type,
    url: input.url,
    signature: input.signature,
    at: new Date(),
  };
  try {
    const response = await fetch(input.url, {
      method: 'POST',
      headers,
      body: input.payload,
      signal: AbortSignal.timeout(input.timeoutMs ?? DELIVERY_TIMEOUT_MS),
    });
    const text = await response.text();
    return {
      ...base,
      status: response.status,
      error: null,
      responseText: text.slice(0, 500),
      durationMs: Date.now() - started,
    };
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return { ...base, status: null, error: reason, responseText: '', durationMs: Date.now() - started };
  }
}
