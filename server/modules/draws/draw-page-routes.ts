import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type DrawNotice, drawNoticeKey, drawPageKey } from '../../../contract/draw-page';
import { DRAW_COPY, DrawEntryInputSchema, type DrawPageData } from '../../../contract/draws';
import { type FormEcho, formEchoKey } from '../../../contract/form-echo';
import { SIZE_MODELS, type SizeModel } from '../../../contract/limits';
import { ROUTES } from '../../../contract/page-paths';
import { PRIVATE_CACHE_CONTROL } from '../../core/cache/cached-answer';
import { isCrossSitePost } from '../../core/http/form-origin';
import type { CacheEntry } from '../../core/http/page-answer';
import { type RenderPublicPage, sendPage } from '../../core/http/page-answer';
import { HttpError } from '../../core/http-error';
import type { DrawsService } from './draws-service';
import { drawPagePath } from './entries';
import { checkEntryRequest } from './entry-check';
import { DRAW_ENTRY_WRITE } from './public-routes';

const FORM_BODY_LIMIT = 8 * 1024;
const TYPED_FIELDS = ['name', 'email', 'phone'] as const;

export interface DrawPageOptions {
  draws: DrawsService;
  renderPublicPage: RenderPublicPage;
}

type Params = { slug: string; size: string };

/**
 * The draw page, /draws/<slug>/<size>, working without script: GET renders the draw (and, with
 * `?confirm=<token>` from the entry email, a button that confirms it: opening a link never does);
 * the entry form and that button post to the page itself with an `action`, and the page comes
 * back saying what happened, or with what was typed and why it was refused. Never cached: it
 * changes at the close, and a posted answer is one person's.
 */
export const drawPageRoutes: FastifyPluginAsync<DrawPageOptions> = async (
  app,
  { draws, renderPublicPage },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] ??= value;
      done(null, fields);
    },
  );

  async function drawPage(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    options: { status?: number; notice?: DrawNotice; echo?: FormEcho; url?: string } = {},
  ) {
    const { slug, size } = request.params;
    const entries: CacheEntry[] = [];
    let status = options.status ?? 200;
    let formError = options.echo?.error ?? undefined;
    if (SIZE_MODELS.includes(size as SizeModel)) {
      try {
        const { sculptureId, ...view } = await draws.viewBySlug(slug, size as SizeModel);
        const data: DrawPageData = { view, sculptureId };
        entries.push([[...drawPageKey(slug, size)], data]);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        status = 404;
        formError = error.message;
      }
    } else {
      status = 404;
      formError = DRAW_COPY.notADraw;
    }
    if (options.notice) entries.push([[...drawNoticeKey(slug, size)], options.notice]);
    if (options.echo) entries.push([[...formEchoKey('draw')], options.echo]);
    const url = options.url ?? request.url;
    const rendered = await renderPublicPage(request, url, entries, { formError: formError !== undefined });
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).header('Referrer-Policy', 'no-referrer');
    return sendPage(reply, rendered, { status, plain: formError });
  }

  app.get<{ Params: Params }>(
    ROUTES.draw,
    { config: { ...DRAW_ENTRY_WRITE.config, page: true } },
    async (request, reply) => drawPage(request, reply),
  );

  app.post<{ Params: Params; Body: unknown }>(ROUTES.draw, DRAW_ENTRY_WRITE, async (request, reply) => {
    if (isCrossSitePost(request)) {
      return reply.status(403).type('text/plain; charset=utf-8').send('Forms are sent from this site only.');
    }
    const { slug, size } = request.params;
    const url = drawPagePath(slug, size as SizeModel);
    const fields =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const typed: Record<string, string> = {};
    for (const name of TYPED_FIELDS) if (typeof fields[name] === 'string') typed[name] = fields[name];
    const refuse = (message: string, status: number, echo = true) =>
      drawPage(request, reply, {
        url,
        status,
        ...(echo
          ? { echo: { values: typed, error: message } }
          : { notice: { kind: 'refused', message } satisfies DrawNotice }),
      });
    try {
      if (fields.action === 'confirm') {
        const confirmed = await draws.confirm(String(fields.token ?? ''));
        const message = confirmed.confirmedNow
          ? `Your entry ${confirmed.entryCode} is confirmed. It is in the draw.`
          : `Your entry ${confirmed.entryCode} was already confirmed. It is in the draw.`;
        return drawPage(request, reply, {
          url,
          notice: { kind: 'confirmed', message, entryCode: confirmed.entryCode },
        });
      }
      const parsed = DrawEntryInputSchema.safeParse(typed);
      if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? '', 400);
      const { sculptureId } = await draws.viewBySlug(slug, size as SizeModel);
      const check = await checkEntryRequest(request, { sculptureId, size: size as SizeModel });
      const entryCode = await draws.enter({
        sculptureId,
        size: size as SizeModel,
        input: parsed.data,
        withoutChallenge: !check.challengeSolved,
      });
      const message = `Your entry code is ${entryCode}. We have emailed you a link: confirm your entry with it before entries close, or it is not in the draw.`;
      return drawPage(request, reply, { url, status: 201, notice: { kind: 'entered', message, entryCode } });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      // A refused confirmation has nothing typed to give back; a refused entry has.
      return refuse(error.message, error.statusCode, fields.action !== 'confirm');
    }
  });
};
