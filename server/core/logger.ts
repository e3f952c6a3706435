import { type DestinationStream, type Logger, pino } from 'pino';
import { safeError } from './safe-error';

/**
 * Query parameters that carry a credential: an unsubscribe link's token, an upload URL's signature,
 * and the signature and credential of a presigned storage URL.
 */
const SECRET_QUERY = /([?&](?:token|sig|x-amz-signature|x-amz-credential)=)[^&#]*/gi;

/** A path that is itself a credential: an order's personal link, /orders/<token>[/...]. */
const SECRET_PATH = /(\/orders\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** An error as a log line may show it (safe-error.ts); anything else as it is. */
const errorSerializer = (value: unknown) => (value instanceof Error ? safeError(value) : value);

/**
 * The server's one logger, shared by Fastify and the background newsletter sender. Tokens and
 * passwords never reach the logs: fields of those names are censored, and so are tokens and
 * signatures in request URLs (an unsubscribe link's token or an upload URL's signature would
 * otherwise be logged with every request, and work for anyone who reads the log).
 * Errors are logged without the values they carry (a failed query's parameters).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'password', 'token'],
      serializers: {
        err: errorSerializer,
        error: errorSerializer,
        cause: errorSerializer,
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}
