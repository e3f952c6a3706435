import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readMediaCookie } from '../../core/auth/media-cookie';
import { hashToken } from '../../core/auth/tokens';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { MEDIA_PREFIX, mediaKey, type Storage } from '../../core/storage/storage';
import { isMediaHeldBack } from '../drops/index';
import { findActiveSession } from '../staff/index';
import type { MediaLibrary } from './media-library';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Parses a single `bytes=start-end` range; null when absent, 'invalid' when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, rawStart = '', rawEnd = ''] = match;
  let start: number;
  let end: number;
  if (rawStart === '') {
    const suffix = Number(rawEnd);
    if (!suffix) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(rawStart);
    end = rawEnd === '' ? size - 1 : Math.min(Number(rawEnd), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/** A stand-in variant that may be replaced when the exact width is finished: browsers re-ask soon. */
const PROVISIONAL = 'public, max-age=60';

/**
 * /media/* from storage. Stored names are random and never reused, so answers are immutable;
 * Range requests let browsers stream and seek video. A variant URL (`<name>.w<width>.webp`)
 * whose width was not produced, or is still being produced, answers the nearest finished one.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  {
    storage,
    media,
    db,
    sessionIdleMs,
    clock,
  }: {
    storage: Storage;
    media: MediaLibrary;
    db: Db;
    sessionIdleMs: number;
    /** The app's one clock: a locked piece's media opens at its release by this time. */
    clock: Clock;
  },
): Promise<void> {
  /**
   * A locked or hidden piece's media (every file it uses wherever it is stored, its uploads under
   * `sculptures/<id>/`, the demo art, and the variants of each: piece-media.ts) is not there for
   * anyone but a signed-in admin until the piece is public: a name that got out (a piece card in
   * a newsletter, a shared link, a guessed variant width) must not show a drop early. Its 404 is
   * never kept by a cache, so the release moment serves it at once; the admin's 200 is
   * `private, no-store`, so no shared cache keeps it for the public either.
   */
  async function hiddenFromThisRequest(key: string, request: FastifyRequest): Promise<'private' | boolean> {
    if (!(await isMediaHeldBack(db, key, clock.now()))) return false;
    const token = readMediaCookie(request);
    const session = token ? await findActiveSession(db, hashToken(token), sessionIdleMs) : null;
    return session ? 'private' : true;
  }

  async function locate(key: string) {
    const object = await storage.stat(key);
    if (object) return { key, object, cacheControl: IMMUTABLE };
    const variant = await media.resolveVariant(key);
    const standIn = variant ? await storage.stat(variant.key) : null;
    if (!variant || !standIn) return null;
    return { key: variant.key, object: standIn, cacheControl: variant.final ? IMMUTABLE : PROVISIONAL };
  }

  app.get(`${MEDIA_PREFIX}*`, { config: { public: true } }, async (request, reply) => {
    const requested = mediaKey(request.url.split('?')[0] ?? '');
    const hidden = requested ? await hiddenFromThisRequest(requested, request) : false;
    if (hidden === true) {
      reply.header('Cache-Control', 'no-store');
      throw new HttpError(404, 'Media not found');
    }
    const found = requested ? await locate(requested) : null;
    if (!found) throw new HttpError(404, 'Media not found');
    const { key, object } = found;

    reply
      .header('Cache-Control', hidden === 'private' ? 'private, no-store' : found.cacheControl)
      .header('Accept-Ranges', 'bytes')
      .header('X-Content-Type-Options', 'nosniff')
      .type(object.contentType);

    const range = parseRange(request.headers.range, object.size);
    if (range === 'invalid') {
      return reply.status(416).header('Content-Range', `bytes */${object.size}`).send();
    }
    if (range) {
      reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`)
        .header('Content-Length', range.end - range.start + 1);
      return reply.send(await storage.read(key, range));
    }
    reply.header('Content-Length', object.size);
    return reply.send(await storage.read(key));
  });
}
