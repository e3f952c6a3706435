import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServeHit } from './cache-first-server';
import { CachedAnswer, etagMatches, PRIVATE_CACHE_CONTROL, PUBLIC_DIRECTIVES } from './cached-answer';
import type { ContentVersion } from './content-version';
import { createRequestKeys, type KeyOf, SERVER_PREFIXES } from './request-key';

export {
  CDN_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from './cached-answer';

const CACHEABLE_TYPES = /^(application\/json|text\/html|application\/xml|text\/plain)/;
/** The answers of a cached route that anyone asking the same URL gets: shared, kept or not. */
const SHARED_STATUSES = new Set([200, 404]);

/** GET, and HEAD as GET: one answer and one set of directives for both (a HEAD's body is dropped). */
const isRead = (method: string | undefined) => method === 'GET' || method === 'HEAD';

declare module 'fastify' {
  interface FastifyRequest {
    /** The content version when this request started: what a stored answer is tagged with. */
    contentVersion?: number;
    /** What this request's answer is kept under (request-key.ts); unset: not kept. */
    cacheKey?: string;
  }
}

export interface ResponseCacheOptions {
  version: ContentVersion;
  /** Bounds memory; the keys are bounded already (request-key.ts), this is a second fence. */
  maxEntries?: number;
  /** The key of a page (any path outside the server routes); by default, not kept. */
  pageKey?: KeyOf;
  /** Loads what `pageKey` needs for the current content, when it answered undefined. */
  loadPageKeys?: () => Promise<void>;
  /** A page's key by the names last loaded, whatever the content version: where its last good copy is. */
  lastPageKey?: KeyOf;
  /** What every answer carries besides its own headers (the security headers), for `serveHit`. */
  commonHeaders?: OutgoingHttpHeaders;
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

/** One render of a missed key in progress; requests for the same key wait for it. */
interface Flight {
  version: number;
  /** The answer kept from the render, or undefined if it was not one to keep. */
  answer: Promise<CachedAnswer | undefined>;
  settle(answer?: CachedAnswer): void;
}

function startFlight(version: number): Flight {
  let settle!: (answer?: CachedAnswer) => void;
  const answer = new Promise<CachedAnswer | undefined>((resolve) => {
    settle = resolve;
  });
  return { version, answer, settle };
}

/**
 * Serves public reads from memory until the content changes. Routes opt in with
 * `config.cache`; any successful admin write moves the content version on (and, with several
 * instances, tells the others), so the next request after a change is answered fresh.
 *
 * An answer is kept under exactly what it depends on (request-key.ts, page-key.ts), so no
 * request changes what another is given. A miss is rendered once per key: requests for the same
 * key that arrive during the render wait for it, so a drop-minute rush renders each page once.
 */
export function registerResponseCache(
  app: FastifyInstance,
  {
    version,
    maxEntries = 1000,
    commonHeaders = {},
    pageKey = () => null,
    lastPageKey = () => null,
    loadPageKeys = async () => {},
  }: ResponseCacheOptions,
): { serveHit: ServeHit } {
  const keys = createRequestKeys(pageKey);
  const answers = new Map<string, CachedAnswer>();
  const flights = new Map<string, Flight>();
  /** Requests that are rendering the answer others wait for. */
  const leading = new WeakMap<FastifyRequest, Flight>();
  const hits = new WeakSet<FastifyRequest>();
  /** A miss's last good answer, whatever its version: what it falls back on if it cannot be made anew. */
  const fallbacks = new WeakMap<FastifyRequest, CachedAnswer>();
  /** The current answer for a GET or HEAD of this key, if one is kept. */
  const answerFor = (method: string | undefined, key: string | null | undefined) => {
    if (!isRead(method) || !key) return undefined;
    const answer = answers.get(key);
    return answer?.version === version.current ? answer : undefined;
  };
  /** Every header of a hit, made once per encoded answer. */
  const fullHeaders = new WeakMap<OutgoingHttpHeaders, OutgoingHttpHeaders>();
  /**
   * The answer last served for a request URL as written, so a repeated URL skips working out its
   * key (page matching, query parsing: a tenth of a hit's own work under load). Only current
   * answers are used: one found here at the current version was kept under the key this URL has
   * at that version, so it is the answer the key would give. Any URL may be sent, so the map is
   * emptied when full rather than grown.
   */
  const byUrl = new Map<string, CachedAnswer>();
  const currentAnswerFor = (url: string) => {
    const seen = byUrl.get(url);
    if (seen && seen.version === version.current) return seen;
    const answer = answerFor('GET', keys.keyOf(url));
    if (answer) {
      if (byUrl.size >= maxEntries) byUrl.clear();
      byUrl.set(url, answer);
    }
    return answer;
  };

  // A server route at a fixed path outside the server prefixes must not be taken for a page, and
  // a parametric one there could not be told from one.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('GET') && !methods.includes('HEAD')) return;
    if (!/[:*]/.test(route.url)) return keys.addServerPath(route.url);
    if (route.config?.page || SERVER_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    throw new Error(
      `${route.url}: a parametric route outside ${SERVER_PREFIXES.join(' ')} would be cached as a page`,
    );
  });

  /**
   * Gives the request's key: at once when it is known without loading (a callback, as the hooks
   * below). When the names it needs cannot be read (the database is away), the request is not
   * kept, and falls back on the copy kept under the names last read.
   */
  function withKey(request: FastifyRequest, use: (key: string | null) => void) {
    const key = keys.keyOf(request.url);
    if (key !== undefined) {
      use(key);
      return;
    }
    loadPageKeys().then(
      () => use(keys.keyOf(request.url) ?? null),
      () => {
        const stale = lastPageKey(request.url);
        const fallback = stale ? answers.get(stale) : undefined;
        if (fallback) fallbacks.set(request, fallback);
        use(null);
      },
    );
  }

  const sendHit = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
    hits.add(request);
    const hit = hitFor(request.headers, answer);
    // Answered here, so `done` is not called: the rest of the request's hooks and its handler skip.
    reply.headers(hit.headers).status(hit.statusCode).send(hit.body);
  };

  // The hooks a hit passes through take callbacks: an async hook costs a promise and a microtask
  // hop on every request, and a hit is otherwise little more than a write.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.cache) return done();
    const at = version.current;
    request.contentVersion = at;
    withKey(request, (key) => {
      if (key === null) return done();
      request.cacheKey = key;
      const answer = answerFor(request.method, key);
      if (answer) return sendHit(request, reply, answer);
      const fallback = answers.get(key);
      if (fallback) fallbacks.set(request, fallback);
      const flight = flights.get(key);
      if (flight?.version === at) {
        // Someone is rendering this very answer: wait for it. Should it not be one to keep
        // (an error, say), each waiting request is answered on its own.
        flight.answer.then((kept) => (kept ? sendHit(request, reply, kept) : done()), done);
        return;
      }
      // A miss: the page renderer charges the render to this client (visitor-renders.ts).
      if (isRead(request.method)) {
        const own = startFlight(at);
        flights.set(key, own);
        leading.set(request, own);
      }
      done();
    });
  });

  /** Lets the requests waiting on this one go, with the answer it kept or without one. */
  function land(request: FastifyRequest, answer?: CachedAnswer) {
    const flight = leading.get(request);
    if (!flight) return;
    leading.delete(request);
    if (request.cacheKey && flights.get(request.cacheKey) === flight) flights.delete(request.cacheKey);
    flight.settle(answer);
  }
  // A render that failed, or whose client left, must not keep anyone waiting.
  app.addHook('onResponse', (request, _reply, done) => {
    land(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    land(request);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (hits.has(request)) return done(null, payload);
    afterHandler(request, reply, payload).then((result) => done(null, result), done);
  });

  /**
   * A write moves the version on; a public read that missed is stored, or, when an outage kept it
   * from being made (a 503: the database is away), answered with its last good copy instead.
   * Every answer leaves with its directives: a cached route's shared answers (kept or not, GET or
   * HEAD) the public ones, any other that set none `private, no-store` (nothing is shared unless
   * its route says so: decision 29).
   */
  async function afterHandler(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const config = request.routeOptions.config;
    const fallback = fallbacks.get(request);
    if (fallback && reply.statusCode === 503) {
      land(request);
      return serveStale(request, reply, fallback);
    }
    if (!config.public && request.method !== 'GET' && reply.statusCode < 400) {
      await version.changed();
      answers.clear();
    }
    // A directive set on the way (the admin's, under /api/admin, whatever route answers) stands.
    const said = reply.hasHeader('cache-control');
    const shared = !said && config.cache && isRead(request.method) && SHARED_STATUSES.has(reply.statusCode);
    if (shared) reply.headers(PUBLIC_DIRECTIVES);
    else if (!said) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const key = request.cacheKey;
    if (!shared || request.contentVersion === undefined || !key) {
      land(request);
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
      land(request);
      return payload;
    }
    const answer = new CachedAnswer(
      request.contentVersion,
      reply.statusCode,
      contentType,
      Buffer.from(payload),
    );
    if (answers.size >= maxEntries && !answers.has(key)) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
    land(request, answer);
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
    // cache-first-server.ts). Only keys of cacheable routes are ever stored, so a stored key is
    // a cacheable route's.
    serveHit(request, response) {
      if (!isRead(request.method)) return false;
      const answer = currentAnswerFor(request.url ?? '/');
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
