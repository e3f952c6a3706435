import type { FastifyRequest, RouteOptions } from 'fastify';

/**
 * Every route is admin-only unless its options carry this config: the one listed exception
 * to the default-deny auth hook (decision 2), so a forgotten guard can never open a route.
 */
export const PUBLIC_ROUTE = { config: { public: true } } as const;

/**
 * A public read whose answer depends only on its path and the site's content (it reads no query
 * string): served from the response cache until an admin write changes the content
 * (server/core/cache/response-cache.ts).
 */
export const CACHED_PUBLIC_ROUTE = { config: { public: true, cache: true } } as const;

/**
 * What a route answers (409) when its write breaks a unique rule, in words made from the body it
 * was sent; the error handler gives it. The body has passed the route's schema by then.
 */
export function onDuplicate<Body>(message: (body: Body) => string) {
  return (request: FastifyRequest) => message(request.body as Body);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    cache?: boolean;
    /** The page renderer's catch-all route: its answers are keyed by page (page-key.ts). */
    page?: boolean;
    /** The 409 message when a write breaks a unique rule (onDuplicate); unset: 'This already exists'. */
    duplicate?: (request: FastifyRequest) => string;
    /** The least trusted role that may call this admin route; unset: the Owner only (default deny). */
    role?: 'editor' | 'manager' | 'owner';
    /** Money, erasure, staff, payment and mail: the person must have proved themselves a moment ago. */
    proof?: boolean;
    /**
     * Reachable by a person the Owner's rule holds until they set up an authenticator app or a
     * passkey (their own account, the setup itself, signing out); every other route refuses them.
     */
    setup?: boolean;
  }
}

/**
 * An onRoute hook for a plugin of admin routes: each route it adds afterwards needs at least
 * `role` unless its own config names one (`app.addHook('onRoute', routesNeed('manager'))` as the
 * plugin's first line). Without either, a route is the Owner's alone.
 */
export function routesNeed(role: 'editor' | 'manager' | 'owner') {
  return (route: RouteOptions) => {
    // A new object: a route's config may be a constant other routes share.
    route.config = { ...route.config, role: route.config?.role ?? role };
  };
}
