import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { ROLE_REFUSED_MESSAGE, roleAllows, type StaffRole } from '../../../contract/staff';
import { hashToken, readBearerToken } from '../../core/auth/tokens';
import { PRIVATE_CACHE_CONTROL } from '../../core/cache/cached-answer';
import type { Db } from '../../core/db/index';
import { findActiveSession } from './admin-queries';
import { mustSetUp } from './policy';
import { hasFreshProof, refuseForProof, refuseForSetup } from './proof';

export interface RouteEntry {
  readonly method: string;
  readonly url: string;
  readonly public: boolean;
  /** The least role that may call it (the Owner's alone when the route names none). */
  readonly role: StaffRole;
  /** Whether it needs the person to have proved themselves a moment ago. */
  readonly proof: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: {
      userId: number;
      sessionId: number;
      tokenHash: string;
      role: StaffRole;
      /** When the person last proved themselves in this session (modules/staff/proof.ts). */
      provenAt: Date | null;
    } | null;
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
  return session
    ? {
        userId: session.userId,
        sessionId: session.id,
        tokenHash,
        role: session.role,
        provenAt: session.provenAt,
      }
    : null;
}

/**
 * Default-deny: every registered route needs a valid admin session unless its options say
 * `config.public`, and a session whose role is at least the route's `config.role` (the Owner's
 * alone when it names none); a route with `config.proof` also needs the person to have proved
 * themselves in the last few minutes. Unmatched URLs pass through to the 404 handler.
 */
export function registerAuth(
  app: FastifyInstance,
  db: Db,
  { sessionIdleMs, now }: { sessionIdleMs: number; now: () => Date },
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
        get role() {
          return route.config?.role ?? 'owner';
        },
        get proof() {
          return route.config?.proof === true;
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
    const config = request.routeOptions.config;
    authenticate(db, request, sessionIdleMs)
      .then(async (admin) => {
        request.admin = admin;
        // Refused here, so `done` is not called: the handler does not run. 403, not 401: the
        // session is good, and the dashboard answers a 401 by asking to sign in again.
        if (!admin) reply.status(401).send({ message: 'Unauthorized' });
        else if (!roleAllows(admin.role, config.role ?? 'owner'))
          reply.status(403).send({ message: ROLE_REFUSED_MESSAGE });
        else if (!config.setup && (await mustSetUp(db, admin.userId))) refuseForSetup(reply);
        else if (config.proof && !hasFreshProof(request, now())) refuseForProof(reply);
        else done();
      })
      .catch(done);
  });
}
