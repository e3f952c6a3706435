import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CachedAnswer, etagMatches } from '../services/cache/cached-answer';
import type { ContentVersion } from '../services/cache/content-version';

/**
 * Browsers revalidate every time (a 304 costs almost nothing); a CDN may keep an answer for a
 * second and serve it stale for half a minute while it revalidates (RFC 9213 CDN-Cache-Control),
 * so a drop-day spike reaches the origin at most about once a second per page.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const CDN_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=30';

const CACHEABLE_TYPES = /^(application\/json|text\/html|application\/xml|text\/plain)/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The content version when this request started: what a stored answer is tagged with. */
    contentVersion?: number;
  }
}

export interface ResponseCacheOptions {
  version: ContentVersion;
  /** Bounds memory: random paths render Home and would otherwise each take an entry. */
  maxEntries?: number;
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply
    .header('ETag', answer.etag)
    .header('Cache-Control', PUBLIC_CACHE_CONTROL)
    .header('CDN-Cache-Control', CDN_CACHE_CONTROL)
    .header('Vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  const { body, encoding } = answer.encodedFor(request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.status(answer.statusCode).type(answer.contentType).send(body);
}

/**
 * Serves public reads from memory until the content changes. Routes opt in with
 * `config.cache`; any successful admin write moves the content version on (and, with several
 * instances, tells the others), so the next request after a change is answered fresh.
 */
export function registerResponseCache(
  app: FastifyInstance,
  { version, maxEntries = 1000 }: ResponseCacheOptions,
): void {
  const answers = new Map<string, CachedAnswer>();
  const stored = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.cache || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    request.contentVersion = version.current;
    const answer = answers.get(pathOf(request));
    if (answer?.version !== request.contentVersion) return;
    stored.add(request);
    return sendAnswer(request, reply, answer);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (!config.public && request.method !== 'GET' && reply.statusCode < 400) {
      await version.changed();
      answers.clear();
      return payload;
    }
    if (
      !config.cache ||
      stored.has(request) ||
      request.method !== 'GET' ||
      request.contentVersion === undefined
    ) {
      return payload;
    }
    const contentType = String(reply.getHeader('Content-Type') ?? '');
    const keep =
      reply.statusCode === 200 || (reply.statusCode === 404 && contentType.startsWith('text/html'));
    if (
      !keep ||
      !CACHEABLE_TYPES.test(contentType) ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    ) {
      return payload;
    }
    const answer = new CachedAnswer(
      request.contentVersion,
      reply.statusCode,
      contentType,
      Buffer.from(payload),
    );
    if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
    answers.set(pathOf(request), answer);
    reply
      .header('ETag', answer.etag)
      .header('Cache-Control', PUBLIC_CACHE_CONTROL)
      .header('CDN-Cache-Control', CDN_CACHE_CONTROL)
      .header('Vary', 'Accept-Encoding');
    if (etagMatches(request.headers['if-none-match'], answer.etag)) {
      reply.status(304);
      return '';
    }
    return payload;
  });
}
