import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_API_PREFIX } from '../../contract/api-paths';
import { PRIVATE_CACHE_CONTROL } from '../core/cache/cached-answer';
import type { Db } from '../core/db/index';
import { findActiveSession } from '../repositories/admin';
import { hashToken, readBearerToken } from '../services/auth/tokens';

export interface RouteEntry {
  readonly method: string;
  readonly url: string;
  readonly public: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: { userId: number; tokenHash: string } | null;
  }
  interface FastifyInstance {
    /** Every registered route and whether it is public: what the default-deny test walks. */
    routeTable: RouteEntry[];
  }
}

/** The admin of a request's Bearer token, or null. */
export async function authenticate(db: Db, request: FastifyRequest, idleMs: number) {
  const token = readBearerToken(request.headers.authorization);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const session = await findActiveSession(db, tokenHash, idleMs);
  return session ? { userId: session.userId, tokenHash } : null;
}

/**
 * Default-deny: every registered route needs a valid admin session unless its options say
 * `config.public`. Unmatched URLs pass through to the 404 handler.
 */
export function registerAuth(
  app: FastifyInstance,
  db: Db,
  { sessionIdleMs }: { sessionIdleMs: number },
): void {
  app.decorateRequest('admin', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // A getter: a child scope's own onRoute hook may still mark the route public after this one ran.
      routeTable.push({
        method,
        url: route.url,
        get public() {
          return route.config?.public === true;
        },
      });
    }
  });
  // A callback, not an async hook: every public request passes here, and needs no promise to
  // pass (see the response cache's hooks).
  app.addHook('onRequest', (request, reply, done) => {
    // No admin answer is kept by a browser or a proxy (sign-in and refusals included).
    if (request.url.startsWith(ADMIN_API_PREFIX)) reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    if (!request.routeOptions.url || request.routeOptions.config.public === true) return done();
    authenticate(db, request, sessionIdleMs).then((admin) => {
      request.admin = admin;
      // Refused here, so `done` is not called: the handler does not run.
      if (admin) done();
      else reply.status(401).send({ message: 'Unauthorized' });
    }, done);
  });
}
