import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CachedAnswer, etagMatches } from '../services/cache/cached-answer';
import type { ContentVersion } from '../services/cache/content-version';

export { CDN_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../services/cache/cached-answer';

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

/** The path without its query string (a cached answer depends on the path alone). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** A hit: the bytes and headers prepared when the answer was stored, set in one call. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  if (etagMatches(request.headers['if-none-match'], answer.etag)) {
    return reply.headers(answer.validators).status(304).send();
  }
  const { body, headers } = answer.encodedFor(request.headers['accept-encoding']);
  return reply.headers(headers).status(answer.statusCode).send(body);
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
  const hits = new WeakSet<FastifyRequest>();

  // The hooks a hit passes through take callbacks: an async hook costs a promise and a microtask
  // hop on every request, and a hit is otherwise little more than a write.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.cache || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return done();
    }
    request.contentVersion = version.current;
    const answer = answers.get(pathOf(request.url));
    if (answer?.version !== request.contentVersion) return done();
    hits.add(request);
    // Answered here, so `done` is not called: the rest of the request's hooks and its handler skip.
    sendAnswer(request, reply, answer);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (hits.has(request)) return done(null, payload);
    afterHandler(request, reply, payload).then((result) => done(null, result), done);
  });

  /** A write moves the version on; a public read that missed is stored. */
  async function afterHandler(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const config = request.routeOptions.config;
    if (!config.public && request.method !== 'GET' && reply.statusCode < 400) {
      await version.changed();
      answers.clear();
      return payload;
    }
    if (!config.cache || request.method !== 'GET' || request.contentVersion === undefined) {
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
    answers.set(pathOf(request.url), answer);
    reply.headers(answer.validators);
    if (etagMatches(request.headers['if-none-match'], answer.etag)) {
      reply.status(304);
      return '';
    }
    return payload;
  }
}
