import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * One public answer kept in memory: its bytes, an ETag, and its compressed forms made once per
 * content version instead of once per request.
 */
export class CachedAnswer {
  readonly etag: string;
  private brotli?: Buffer;
  private gzip?: Buffer;

  constructor(
    readonly version: number,
    readonly statusCode: number,
    readonly contentType: string,
    readonly body: Buffer,
  ) {
    this.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  /** The body for a client's Accept-Encoding, with the encoding to announce (none for identity). */
  encodedFor(acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
    if (this.body.length < 1024 || !acceptEncoding) return { body: this.body };
    if (/\bbr\b/.test(acceptEncoding)) {
      this.brotli ??= brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return { body: this.brotli, encoding: 'br' };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      this.gzip ??= gzipSync(this.body, { level: 6 });
      return { body: this.gzip, encoding: 'gzip' };
    }
    return { body: this.body };
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
