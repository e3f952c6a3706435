import type { FastifyInstance } from 'fastify';
import { publicRateLimited } from './rate-limits';

/**
 * RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` form-encoded. Registered in
 * the calling plugin's scope only: nothing else accepts form bodies.
 */
export function acceptOneClickForm(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * Anyone holding a link may call these; the signed token is the only credential and cannot be
 * guessed. The limit is loose because one-click POSTs come from a few big mail providers' servers.
 */
export const ONE_CLICK_ROUTE = publicRateLimited('oneClick');
