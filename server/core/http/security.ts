import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The CSP allows only our own scripts: the SPA has no inline script, the page data is a JSON
 * block that never runs, and user content is never rendered as HTML.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      // Only our own API: a script slipped in anywhere could otherwise post what it reads elsewhere.
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Media is embedded cross-origin by social previews; the API is same-origin only anyway.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/**
 * Runs helmet once against a recording response: its headers do not depend on the request. Names
 * in lower case, as Fastify sends them.
 */
export function computeSecurityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Sets the security headers (computeSecurityHeaders, run once at start) on every answer Fastify
 * writes; cache hits over HTTP carry the same ones (response-cache.ts). @fastify/helmet rebuilds
 * helmet and re-parses the CSP on every request: measured at 15% of the CPU under load, halving
 * throughput.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Compression runs last among the answer hooks, after the response cache has kept the plain bytes. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
