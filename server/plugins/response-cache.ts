import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServeHit } from '../cache-first-server';
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
  /** What every answer carries besides its own headers (the security headers), for `serveHit`. */
  commonHeaders?: OutgoingHttpHeaders;
}

/** The path without its query string (a cached answer depends on the path alone). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

interface Hit {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  /** None for a 304. */
  body?: Buffer;
}

/** A hit: a 304 when the client holds these bytes, else the bytes and headers made for its encoding. */
function hitFor(requestHeaders: IncomingHttpHeaders, answer: CachedAnswer): Hit {
  if (etagMatches(requestHeaders['if-none-match'], answer.etag)) {
    return { statusCode: 304, headers: answer.validators };
  }
  const { body, headers } = answer.encodedFor(requestHeaders['accept-encoding']);
  return { statusCode: answer.statusCode, headers, body };
}

/**
 * Serves public reads from memory until the content changes. Routes opt in with
 * `config.cache`; any successful admin write moves the content version on (and, with several
 * instances, tells the others), so the next request after a change is answered fresh.
 */
export function registerResponseCache(
  app: FastifyInstance,
  { version, maxEntries = 1000, commonHeaders = {} }: ResponseCacheOptions,
): { serveHit: ServeHit } {
  const answers = new Map<string, CachedAnswer>();
  const hits = new WeakSet<FastifyRequest>();
  /** A miss's last good answer, whatever its version: what it falls back on if it cannot be made anew. */
  const fallbacks = new WeakMap<FastifyRequest, CachedAnswer>();
  /** The current answer for a GET or HEAD of this URL, if one is kept. */
  const answerFor = (method: string | undefined, url: string) => {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const answer = answers.get(pathOf(url));
    return answer?.version === version.current ? answer : undefined;
  };
  /** Every header of a hit, made once per encoded answer. */
  const fullHeaders = new WeakMap<OutgoingHttpHeaders, OutgoingHttpHeaders>();

  // The hooks a hit passes through take callbacks: an async hook costs a promise and a microtask
  // hop on every request, and a hit is otherwise little more than a write.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.cache) return done();
    request.contentVersion = version.current;
    const answer = answerFor(request.method, request.url);
    if (!answer) {
      const fallback = answers.get(pathOf(request.url));
      if (fallback) fallbacks.set(request, fallback);
      return done();
    }
    hits.add(request);
    const hit = hitFor(request.headers, answer);
    // Answered here, so `done` is not called: the rest of the request's hooks and its handler skip.
    reply.headers(hit.headers).status(hit.statusCode).send(hit.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (hits.has(request)) return done(null, payload);
    afterHandler(request, reply, payload).then((result) => done(null, result), done);
  });

  /**
   * A write moves the version on; a public read that missed is stored, or, when an outage kept it
   * from being made (a 503: the database is away), answered with its last good copy instead.
   */
  async function afterHandler(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const config = request.routeOptions.config;
    const fallback = fallbacks.get(request);
    if (fallback && reply.statusCode === 503) return serveStale(request, reply, fallback);
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

  /** Stale beats dark (decision 11): the copy that was current when the outage began. */
  function serveStale(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
    reply.removeHeader('retry-after');
    reply.headers({ ...answer.validators, 'content-type': answer.contentType, 'x-served-stale': 'outage' });
    if (etagMatches(request.headers['if-none-match'], answer.etag)) {
      reply.status(304);
      return '';
    }
    reply.status(answer.statusCode);
    return answer.body;
  }

  return {
    // The same answer as the hooks give, written before Fastify sees the request (see
    // cache-first-server.ts). Only paths of cacheable routes are ever stored, so a stored path is
    // a cacheable route.
    serveHit(request, response) {
      const answer = answerFor(request.method, request.url ?? '/');
      if (!answer) return false;
      const hit = hitFor(request.headers, answer);
      let headers = fullHeaders.get(hit.headers);
      if (!headers) {
        headers = { ...commonHeaders, ...hit.headers };
        if (hit.body) headers['content-length'] = hit.body.length;
        fullHeaders.set(hit.headers, headers);
      }
      // Node leaves the body out of a HEAD answer and keeps its Content-Length.
      response.writeHead(hit.statusCode, headers);
      response.end(hit.body);
      return true;
    },
  };
}
