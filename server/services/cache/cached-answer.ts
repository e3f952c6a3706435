import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiateEncoding } from '../http/accept-encoding';

/**
 * Browsers revalidate every time (a 304 costs almost nothing); a CDN may keep an answer for a
 * second and serve it stale for half a minute while it revalidates (RFC 9213 CDN-Cache-Control),
 * so a drop-day spike reaches the origin at most about once a second per page.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const CDN_CACHE_CONTROL = 'public, max-age=1, stale-while-revalidate=30';

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
    this.validators = {
      etag: this.etag,
      'cache-control': PUBLIC_CACHE_CONTROL,
      'cdn-cache-control': CDN_CACHE_CONTROL,
      vary: 'Accept-Encoding',
    };
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
