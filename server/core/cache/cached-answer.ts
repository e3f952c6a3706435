import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiateEncoding } from '../http/accept-encoding';

/**
 * What every answer says to browsers and shared caches: public answers one thing whatever the
 * method (HEAD as GET), personal ones never to be kept (decision 29).
 *
 * Browsers revalidate a public answer every time (a 304 costs almost nothing). A shared cache
 * (RFC 9213 CDN-Cache-Control) may keep it for a second and serve it a second more while it fetches
 * a fresh one, so a change shows everywhere within about two seconds and a drop-day spike reaches
 * the origin about once a second per page; it may stand in with it for a day while the origin
 * fails (stale-if-error, RFC 5861).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const CDN_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=1, stale-if-error=86400';
/** An answer made for one person (or one request): no browser history, no shared cache keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The directives of a public answer, kept or not; a kept one adds its ETag. */
export const PUBLIC_DIRECTIVES: Readonly<OutgoingHttpHeaders> = {
  'cache-control': PUBLIC_CACHE_CONTROL,
  'cdn-cache-control': CDN_CACHE_CONTROL,
  vary: 'Accept-Encoding',
};

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** What a hit sends: the bytes and the headers of the answer's own (Fastify adds Content-Length). */
export interface EncodedAnswer {
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

/**
 * One public answer kept in memory: its bytes, an ETag, and its compressed forms and response
 * headers made once per content version instead of once per request.
 */
export class CachedAnswer {
  readonly etag: string;
  /** The headers every answer from this entry carries, 304 included. */
  readonly validators: OutgoingHttpHeaders;
  private readonly encoded = new Map<Encoding | 'identity', EncodedAnswer>();

  constructor(
    readonly version: number,
    readonly statusCode: number,
    readonly contentType: string,
    readonly body: Buffer,
  ) {
    this.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    this.validators = { etag: this.etag, ...PUBLIC_DIRECTIVES };
  }

  /** The body and headers for a client's Accept-Encoding (its weights, then brotli before gzip). */
  encodedFor(acceptEncoding: string | undefined): EncodedAnswer {
    return this.variant(this.encodingFor(acceptEncoding));
  }

  private encodingFor(acceptEncoding: string | undefined): Encoding | 'identity' {
    if (this.body.length < 1024) return 'identity';
    return negotiateEncoding(acceptEncoding, ENCODINGS);
  }

  private variant(encoding: Encoding | 'identity'): EncodedAnswer {
    let variant = this.encoded.get(encoding);
    if (!variant) {
      const body = compress(this.body, encoding);
      variant = {
        body,
        headers: {
          ...this.validators,
          'content-type': this.contentType,
          ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        },
      };
      this.encoded.set(encoding, variant);
    }
    return variant;
  }
}

function compress(body: Buffer, encoding: Encoding | 'identity'): Buffer {
  switch (encoding) {
    case 'br':
      return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    case 'gzip':
      return gzipSync(body, { level: 6 });
    case 'identity':
      return body;
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
