import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request from memory and returns true, or returns false and leaves it untouched. */
export type ServeHit = (request: http.IncomingMessage, response: http.ServerResponse) => boolean;

/**
 * Fastify's own HTTP/1 server, except that a cached public answer is written before Fastify sees
 * the request. A hit then costs a map lookup and one write, with no request or reply object,
 * routing, hooks or per-request logger. `npm run bench` took /api/sculptures from 0.28-0.29 of
 * nginx (target 0.30) to 0.46 (decision 9).
 *
 * `app.inject` never comes through here: the cache's own hooks answer hits there, with the same
 * bytes and headers (response-cache.test.ts runs every case both ways). `serveHit` is read on
 * every request, so it can be set once the cache exists.
 */
export function cacheFirstServer(serveHit: () => ServeHit): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer(
      (options.http ?? {}) as http.ServerOptions,
      (request: http.IncomingMessage, response: http.ServerResponse) => {
        if (!serveHit()(request, response)) handler(request, response);
      },
    );
    // What Fastify sets on the server it makes itself (lib/server.js).
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    const maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}
