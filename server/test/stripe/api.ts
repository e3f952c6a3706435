import type Stripe from 'stripe';
import { StripeApiError, stripeErrors } from './errors';
import { decodeForm, FormBodyError, type FormObject } from './form-body';
import type { Ledger } from './ledger';
import { type EventRequest, stripeId } from './objects';
import { enumParam, expandParam, integerParam, metadataParam, onlyKnown, stringParam } from './params';
import { readSessionCreate, SESSION_EXPANDABLE } from './session-params';

/*
 * Stripe's HTTP API, the part a one-off card sale uses: Checkout Sessions (create, retrieve,
 * line items, expire), refunds, and reading back the payments, charges and events they make.
 * Authenticated with the secret key (Bearer, or Basic as curl -u sends it); every POST is
 * idempotent on its Idempotency-Key, as Stripe's are.
 */

export interface ApiRequest {
  method: string;
  path: string;
  query: string;
  body: string;
  headers: Record<string, string | undefined>;
}

export interface ApiAnswer {
  status: number;
  /** JSON text: the object as it was when answered (a later change does not rewrite it). */
  body: string;
  headers: Record<string, string>;
}

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle: (match: string[], params: FormObject, request: EventRequest) => unknown;
}

const REFUND_PARAMS = [
  'amount',
  'charge',
  'currency',
  'customer',
  'expand',
  'instructions_email',
  'metadata',
  'origin',
  'payment_intent',
  'reason',
  'refund_application_fee',
  'reverse_transfer',
] as const;
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** An id from the path; a malformed escape stays as sent (and then names nothing). */
export function decodedPathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function list<T>(url: string, data: T[]) {
  return { object: 'list', data, has_more: false, url };
}

export function createApi(options: {
  secretKey: string;
  ledger: Ledger;
  /** The clock's time in Unix seconds: a session's `created`, and the span its expires_at may take. */
  now: () => number;
  /** Hands an event the ledger recorded to whoever sends it. */
  dispatch: (event: Stripe.Event) => void;
}) {
  const { ledger, dispatch } = options;

  function expandSession(session: Stripe.Checkout.Session, expand: string[]): object {
    const answer: Record<string, unknown> = { ...session };
    if (expand.includes('line_items'))
      answer.line_items = list(
        `/v1/checkout/sessions/${session.id}/line_items`,
        ledger.lineItems(session.id),
      );
    if (expand.includes('payment_intent') && session.payment_intent)
      answer.payment_intent =
        ledger.paymentIntents.find((item) => item.id === session.payment_intent) ?? null;
    return answer;
  }

  function found<T extends { id: string }>(items: T[], kind: string, id: string): T {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) throw stripeErrors.noSuch(kind, id);
    return item;
  }

  const routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: (_match, params) => {
        const { input, expand } = readSessionCreate(params, options.now());
        return expandSession(ledger.createSession(input), expand);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: ([id], params) => {
        onlyKnown(params, ['expand']);
        return expandSession(ledger.session(id!), expandParam(params, SESSION_EXPANDABLE));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
      handle: ([id], params) => {
        onlyKnown(params, ['ending_before', 'expand', 'limit', 'starting_after']);
        return list(`/v1/checkout/sessions/${id}/line_items`, ledger.lineItems(id!));
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      handle: ([id], params, request) => {
        onlyKnown(params, ['expand']);
        const expand = expandParam(params, SESSION_EXPANDABLE);
        const { session, event } = ledger.expire(id!, request);
        dispatch(event);
        return expandSession(session, expand);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle: (_match, params, request) => {
        onlyKnown(params, REFUND_PARAMS);
        const expand = expandParam(params, ['charge', 'payment_intent']);
        const { refund, event } = ledger.refund(
          {
            paymentIntent: stringParam(params.payment_intent, 'payment_intent') || undefined,
            charge: stringParam(params.charge, 'charge') || undefined,
            amount: integerParam(params.amount, 'amount', { min: 1, max: Number.MAX_SAFE_INTEGER }),
            metadata: metadataParam(params.metadata, 'metadata'),
            reason: enumParam(params.reason, 'reason', REFUND_REASONS) ?? null,
          },
          request,
        );
        dispatch(event);
        const answer: Record<string, unknown> = { ...refund };
        if (expand.includes('charge'))
          answer.charge = ledger.charges.find((item) => item.id === refund.charge);
        if (expand.includes('payment_intent'))
          answer.payment_intent = ledger.paymentIntents.find((item) => item.id === refund.payment_intent);
        return answer;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      handle: ([id]) => found(ledger.refunds, 'refund', id!),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: ([id], params) => {
        const paymentIntent = found(ledger.paymentIntents, 'payment_intent', id!);
        const expand = expandParam(params, ['latest_charge']);
        return expand.includes('latest_charge')
          ? {
              ...paymentIntent,
              latest_charge: ledger.charges.find((item) => item.id === paymentIntent.latest_charge),
            }
          : paymentIntent;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/charges\/([^/]+)$/,
      handle: ([id]) => found(ledger.charges, 'charge', id!),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/events\/([^/]+)$/,
      handle: ([id]) => found(ledger.events, 'event', id!),
    },
  ];

  /** Stripe having a bad moment: the next `count` calls fail with `error` before anything is done. */
  const outage = { left: 0, error: stripeErrors.outage(500) };
  function failNext(count: number, status = 500) {
    outage.left = count;
    outage.error = stripeErrors.outage(status);
  }

  /** Answers kept per Idempotency-Key: the same key and parameters get the same answer. */
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  function authenticate(header: string | undefined): void {
    if (!header) throw stripeErrors.noKey();
    let key = '';
    if (/^bearer /i.test(header)) key = header.slice(7).trim();
    else if (/^basic /i.test(header))
      key = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8').split(':')[0]!;
    if (!key) throw stripeErrors.noKey();
    if (key !== options.secretKey) throw stripeErrors.wrongKey(key);
  }

  function answer(request: ApiRequest): ApiAnswer {
    const requestId = stripeId('req', 14);
    const headers: Record<string, string> = { 'Request-Id': requestId };
    const idempotencyKey = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    try {
      if (outage.left > 0) {
        outage.left -= 1;
        throw outage.error;
      }
      authenticate(request.headers.authorization);
      const route = routes.find(
        (candidate) => candidate.method === request.method && candidate.pattern.test(request.path),
      );
      const match = route?.pattern.exec(request.path);
      if (!route || !match) throw stripeErrors.unknownUrl(request.method, request.path);
      let params: FormObject;
      try {
        params = decodeForm(request.method === 'GET' ? request.query : request.body);
      } catch (error) {
        if (error instanceof FormBodyError) throw stripeErrors.badForm(error.message);
        throw error;
      }
      const fingerprint = `${request.method} ${request.path} ${JSON.stringify(params)}`;
      if (idempotencyKey) {
        const kept = idempotent.get(idempotencyKey);
        if (kept) {
          if (kept.fingerprint !== fingerprint) throw stripeErrors.idempotencyMismatch(idempotencyKey);
          return {
            status: kept.status,
            body: kept.body,
            headers: { ...headers, 'Idempotent-Replayed': 'true' },
          };
        }
      }
      const decoded = match.slice(1).map(decodedPathPart);
      const body = JSON.stringify(
        route.handle(decoded, params, { id: requestId, idempotency_key: idempotencyKey ?? null }),
        null,
        2,
      );
      // Stripe keeps the answer of a request that ran; one refused by validation is not kept.
      if (idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, status: 200, body });
      return { status: 200, body, headers };
    } catch (error) {
      if (error instanceof StripeApiError)
        return { status: error.status, body: JSON.stringify(error.toJSON(), null, 2), headers };
      throw error;
    }
  }

  return { answer, failNext };
}
