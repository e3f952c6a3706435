import { type Logger, pino } from 'pino';

/** Query parameters that carry a credential: an unsubscribe link's token. */
const SECRET_QUERY = /([?&](?:token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The server's one logger, shared by Fastify and the background newsletter sender. Tokens and
 * passwords never reach the logs: fields of those names are censored, and so are tokens in
 * request URLs (an unsubscribe link's token would otherwise be logged with every request).
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', 'token'],
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  });
}
