/**
 * Stripe's error answers: the status the SDK maps to its error classes (400/404 →
 * StripeInvalidRequestError, 401 → StripeAuthenticationError, 402 → StripeCardError, 400 with
 * type idempotency_error → StripeIdempotencyError, 5xx → StripeAPIError) and the body
 * `{error: {type, message, code?, param?, doc_url?}}`.
 */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error' | 'card_error';
  message: string;
  code?: string;
  param?: string;
  doc_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON() {
    return { error: this.body };
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;

function invalid(status: number, message: string, extra: { code?: string; param?: string } = {}) {
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...extra,
    ...(extra.code ? { doc_url: docUrl(extra.code) } : {}),
  });
}

/** Shows only the end of a key, as Stripe does in its answer to a wrong one. */
const maskedKey = (key: string) =>
  `${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 4))}${key.slice(-4)}`;

export const stripeErrors = {
  noKey: () =>
    invalid(
      401,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    ),
  wrongKey: (key: string) =>
    invalid(401, `Invalid API Key provided: ${maskedKey(key)}`, { code: 'api_key_invalid' }),
  unknownUrl: (method: string, path: string) =>
    invalid(404, `Unrecognized request URL (${method}: ${path}).`),
  /** An id in the URL that names nothing (404), or one given as a parameter (400). */
  noSuch: (kind: string, id: string, param?: string) =>
    invalid(param ? 400 : 404, `No such ${kind}: '${id}'`, {
      code: 'resource_missing',
      param: param ?? 'id',
    }),
  missing: (param: string) =>
    invalid(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param }),
  unknownParameter: (param: string) =>
    invalid(400, `Received unknown parameter: ${param}`, { code: 'parameter_unknown', param }),
  invalidParameter: (param: string, message: string, code = 'parameter_invalid_string') =>
    invalid(400, message, { code, param }),
  notAnInteger: (param: string, value: string) =>
    invalid(400, `Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param }),
  /** A request the parameters allow but the object's state does not. */
  state: (message: string, code?: string, param?: string) => invalid(400, message, { code, param }),
  idempotencyMismatch: (key: string) =>
    new StripeApiError(400, {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    }),
  badForm: (message: string) => invalid(400, message),
  /** A failure on Stripe's side: 500 and the like (StripeAPIError), 429 (StripeRateLimitError). */
  outage: (status: number) =>
    new StripeApiError(status, {
      type: status === 429 ? 'invalid_request_error' : 'api_error',
      message:
        status === 429
          ? 'Too many requests hit the API too quickly.'
          : 'An unknown error occurred while processing your request.',
      ...(status === 429 ? { code: 'rate_limit' } : {}),
    }),
};
