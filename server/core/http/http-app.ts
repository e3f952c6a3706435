import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { cacheFirstServer, type ServeHit } from '../cache/cache-first-server';
import type { ContentVersion } from '../cache/content-version';
import { type ResponseCacheOptions, registerResponseCache } from '../cache/response-cache';
import { registerErrorHandler } from './error-handler';
import { computeSecurityHeaders, registerCompression, registerSecurityHeaders } from './security';
import { registerStorableText } from './storable-text';

export interface HttpAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** A logger already made (the server shares it with its mailer); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Told every route as it is added (the fuzz run builds its requests from the route table). */
  onRoute?: (route: RouteOptions) => void;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Cached public answers are kept per content version. */
  contentVersion: ContentVersion;
  /** Which pages the response cache keeps, and under which key (the pages module's). */
  pageKeys: Pick<ResponseCacheOptions, 'pageKey' | 'loadPageKeys' | 'lastPageKey'>;
}

/**
 * The HTTP app every feature registers on: validation by the contract's schemas, text a database
 * can store, the security headers, compression, the rate limiter, the response cache, whose
 * hits are answered before Fastify routes them (cache-first-server.ts), and the one error path
 * (error-handler.ts).
 */
export async function createHttpApp(options: HttpAppOptions) {
  let serveHit: ServeHit = () => false;
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    serverFactory: cacheFirstServer(() => serveHit),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerStorableText(app);
  const securityHeaders = computeSecurityHeaders();
  await registerSecurityHeaders(app, securityHeaders);
  ({ serveHit } = registerResponseCache(app, {
    version: options.contentVersion,
    commonHeaders: securityHeaders,
    ...options.pageKeys,
  }));
  await registerCompression(app);
  await app.register(rateLimit, { global: false });
  registerErrorHandler(app);
  return app;
}
