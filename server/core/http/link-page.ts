import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type LinkOutcome, linkOutcomeKey } from '../../../contract/link-pages';
import { SENT_PARAM, SENT_VALUE } from '../../../contract/page-params';
import { PRIVATE_CACHE_CONTROL } from '../cache/cached-answer';
import { isCrossSitePost } from './form-origin';
import type { CacheEntry } from './page-answer';
import { type RenderPublicPage, sendPage } from './page-answer';
import type { publicRateLimited } from './rate-limits';

type Log = { info: (details: object, message: string) => void };

/**
 * A page an email's link opens (`<path>?token=…`) that asks, then acts on the visitor's POST:
 * confirming a double opt-in, unsubscribing, leaving a waitlist. Opening a link never acts:
 * mail scanners open links by themselves, people press buttons.
 */
export interface LinkPage<Link> {
  path: string;
  /** Fastify route options: public, with the link's rate limit. */
  route: ReturnType<typeof publicRateLimited>;
  /** Whom the token names, or null for every kind of bad or stale link (one answer for all). */
  read(token: string): Promise<Link | null>;
  /** The page's preview read, under the key its script reads it by: what the link does, for whom. */
  preview(token: string, link: Link): CacheEntry;
  /** Whether what the link does is done (confirmed, unsubscribed, left). */
  isDone(link: Link): boolean;
  /**
   * Does it; idempotent, so a second POST (a refresh, the back button) changes nothing. May
   * answer the page to go on to instead of the done page (a confirmed hold's order, to pay).
   */
  act(link: Link, log: Log): Promise<string | null | undefined>;
  /** The words for it done, now or before. */
  doneMessage(link: Link): string;
  /** Why a bad link does not work. */
  invalidMessage: string;
}

export interface LinkPageOptions<Link> {
  page: LinkPage<Link>;
  renderPublicPage: RenderPublicPage;
}

/**
 * A link page working before (and without) its script: GET renders what the link does with a
 * button in a form; that form's POST acts and answers a 303 to the page's `&sent=1`, which says
 * it is done. Every answer names one link's address and token, so none is cached, and none sends
 * the token on to another site in a Referer. With script, the page calls the JSON routes instead
 * and shows the same states.
 */
export async function linkPageRoutes<Link>(
  app: FastifyInstance,
  { page: linkPage, renderPublicPage }: LinkPageOptions<Link>,
): Promise<void> {
  const { path } = linkPage;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /**
   * The page for this token. A bad or stale link (`refusal`) is a form answered with an error:
   * rendered once a minute per client, then said in words alone, so made-up tokens cost no page
   * each.
   */
  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string | null,
    entries: CacheEntry[],
    { status = 200, refusal }: { status?: number; refusal?: string } = {},
  ) {
    const url = token === null ? path : `${path}?${new URLSearchParams({ token })}`;
    const rendered = await renderPublicPage(request, url, entries, { formError: refusal !== undefined });
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).header('Referrer-Policy', 'no-referrer');
    return sendPage(reply, rendered, { status, plain: refusal });
  }
  const refusedPage = (request: FastifyRequest, reply: FastifyReply, token: string | null) =>
    page(request, reply, token, token === null ? [] : [refused(token)], {
      status: 400,
      refusal: linkPage.invalidMessage,
    });
  const outcome = (token: string, said: LinkOutcome): CacheEntry => [linkOutcomeKey(token), said];
  const refused = (token: string) => outcome(token, { kind: 'refused', message: linkPage.invalidMessage });

  app.get<{ Querystring: Record<string, unknown> }>(path, linkPage.route, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token.trim() : '';
    if (!token) return page(request, reply, null, []);
    const link = await linkPage.read(token);
    if (!link) return refusedPage(request, reply, token);
    // `sent` only words what happened: on a link not yet acted on it is ignored.
    if (request.query[SENT_PARAM] === SENT_VALUE && linkPage.isDone(link)) {
      return page(request, reply, token, [
        outcome(token, { kind: 'done', message: linkPage.doneMessage(link) }),
      ]);
    }
    return page(request, reply, token, [linkPage.preview(token, link)]);
  });

  app.post<{ Body: unknown }>(path, linkPage.route, async (request, reply) => {
    if (isCrossSitePost(request)) {
      return reply.status(403).type('text/plain; charset=utf-8').send('Forms are sent from this site only.');
    }
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const token = typeof body.token === 'string' ? body.token.trim() : '';
    const link = token ? await linkPage.read(token) : null;
    if (!link) return refusedPage(request, reply, token || null);
    const next = await linkPage.act(link, request.log);
    const landing = next || `${path}?${new URLSearchParams({ token, [SENT_PARAM]: SENT_VALUE })}`;
    return reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).redirect(landing, 303);
  });
}
