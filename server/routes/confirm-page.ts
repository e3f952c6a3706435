import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  type ConfirmOutcome,
  confirmLinkView,
  confirmOutcomeKey,
  confirmPreviewKey,
} from '../../contract/confirm-outcome';
import { MESSAGES } from '../../contract/messages';
import { SENT_PARAM, SENT_VALUE } from '../../contract/page-params';
import type { RenderPublicPage } from '../plugins/spa';
import { type ConfirmLinks, doneMessage, previewOf } from '../services/opt-in/confirm-link';
import type { CacheEntry } from '../services/pages/page-data';
import { CONFIRM_ROUTE } from './confirm';
import { isCrossSitePost } from './form-origin';

export interface ConfirmPageOptions {
  links: ConfirmLinks;
  renderPublicPage: RenderPublicPage;
}

const PAGE = '/confirm';

/**
 * The page a double opt-in email links to, working before (and without) its script: GET renders
 * what the link confirms with a Confirm button in a form; that form's POST confirms and answers
 * a 303 to the page's `&sent=1`, which says it is done. Every answer names one link's address and
 * token, so none is cached, and none sends the token on to another site in a Referer.
 */
export const confirmPageRoutes: FastifyPluginAsync<ConfirmPageOptions> = async (
  app,
  { links, renderPublicPage },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function page(reply: FastifyReply, token: string | null, entries: CacheEntry[], status = 200) {
    const url = token === null ? PAGE : `${PAGE}?${new URLSearchParams({ token })}`;
    const rendered = await renderPublicPage(url, entries);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    if (!rendered)
      return reply.status(503).type('text/plain; charset=utf-8').send('The client is not built.');
    return reply.status(status).type('text/html; charset=utf-8').send(rendered.html);
  }
  const outcome = (token: string, said: ConfirmOutcome): CacheEntry => [confirmOutcomeKey(token), said];
  const refused = (token: string) =>
    outcome(token, { kind: 'refused', message: MESSAGES.confirm.invalidLink });

  app.get<{ Querystring: Record<string, unknown> }>(PAGE, CONFIRM_ROUTE, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token.trim() : '';
    if (!token) return page(reply, null, []);
    const link = await links.read(token);
    if (!link) return page(reply, token, [refused(token)], 400);
    // `sent` only words a confirmation that happened: on a pending link it is ignored.
    if (request.query[SENT_PARAM] === SENT_VALUE && link.confirmed) {
      return page(reply, token, [outcome(token, { kind: 'done', message: doneMessage(link) })]);
    }
    return page(reply, token, [[confirmPreviewKey(token), confirmLinkView(previewOf(link))]]);
  });

  app.post<{ Body: unknown }>(PAGE, CONFIRM_ROUTE, async (request, reply) => {
    if (isCrossSitePost(request)) {
      return reply.status(403).type('text/plain; charset=utf-8').send('Forms are sent from this site only.');
    }
    const body =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const token = typeof body.token === 'string' ? body.token.trim() : '';
    const link = await links.read(token);
    if (!link) return page(reply, token || null, token ? [refused(token)] : [], 400);
    await links.confirm(link, request.log);
    const landing = `${PAGE}?${new URLSearchParams({ token, [SENT_PARAM]: SENT_VALUE })}`;
    return reply.header('Cache-Control', 'no-store').redirect(landing, 303);
  });
};
