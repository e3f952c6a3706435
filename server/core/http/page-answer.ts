import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One entry of the client's data cache: [key, data], the key as contract/page-queries.ts builds
 * it. Here, with the answer that sends entries, so that a module's page route (an order's, a
 * draw's) needs nothing of the page data that reads every feature.
 */
export type CacheEntry = [readonly string[], unknown];

/** A public page rendered for a visitor, or why it was not. */
export type PageRender =
  | { kind: 'page'; statusCode: number; html: string }
  /** The client is not built (tests, a server started before `npm run build`). */
  | { kind: 'unbuilt' }
  /** The visitor's network is out of renders (core/cache/visitor-renders.ts). */
  | { kind: 'refused'; retryAfterSeconds: number };

/**
 * Renders the public page at `url` (path and query) for `request`'s visitor, whose network pays
 * one render for it, with extra initial data if given. `formError`: the page is a form answered
 * with errors, which also spends one of the network's error pages.
 */
export type RenderPublicPage = (
  request: FastifyRequest,
  url: string,
  extraEntries?: CacheEntry[],
  options?: { formError?: boolean },
) => Promise<PageRender>;

/**
 * Sends a page: rendered, at `status` (else its own); not rendered, `plain` as a small text
 * answer at that status when the route has words for it (a form's error, a reservation's
 * place: what the page would have said), else a 429 with Retry-After for a visitor out of
 * renders and a 503 when the client is not built.
 */
export function sendPage(
  reply: FastifyReply,
  render: PageRender,
  { status, plain }: { status?: number; plain?: string } = {},
): FastifyReply {
  if (render.kind === 'page') {
    return reply
      .status(status ?? render.statusCode)
      .type('text/html; charset=utf-8')
      .send(render.html);
  }
  if (plain !== undefined) {
    return reply
      .status(status ?? 200)
      .type('text/plain; charset=utf-8')
      .send(plain);
  }
  if (render.kind === 'unbuilt') {
    return reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send('The client is not built: run `npm run build`.');
  }
  return reply
    .status(429)
    .header('retry-after', String(render.retryAfterSeconds))
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Too many pages asked for at once: try again in a moment.');
}
