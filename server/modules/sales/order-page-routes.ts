import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type FormEcho, formEchoKey } from '../../../contract/form-echo';
import { linkOutcomeKey } from '../../../contract/link-outcome';
import {
  ADDRESS_FIELDS,
  type OrderPageAction,
  orderViewKey,
  PAID_PARAM,
  PAID_VALUE,
} from '../../../contract/order-page';
import { ROUTES } from '../../../contract/page-paths';
import { AddressSchema, type OrderView } from '../../../contract/sales';
import { PRIVATE_CACHE_CONTROL } from '../../core/cache/cached-answer';
import { isCrossSitePost } from '../../core/http/form-origin';
import type { CacheEntry } from '../../core/http/page-answer';
import { type RenderPublicPage, sendPage } from '../../core/http/page-answer';
import { HttpError } from '../../core/http-error';
import { orderPagePath } from './order-views';
import { ORDER_ROUTE } from './public-routes';
import type { SalesService } from './sales-service';

/** The address form's longest fields, percent-encoded as 4-byte UTF-8, and the rest. */
const FORM_BODY_LIMIT = 16 * 1024;

const UNKNOWN_ACTION = 'This button is not one of the order page’s: please reload the page and try again.';

export interface OrderPageOptions {
  sales: SalesService;
  renderPublicPage: RenderPublicPage;
}

/**
 * The collector's order page, /orders/<token>, working without script: GET renders the order
 * (its view seeded as the page's data); the page's buttons and address form post to the page
 * itself with an `action`: `checkout` goes on to Stripe's Checkout (303), `bank-transfer` issues
 * the invoice and comes back (303), `address` saves where to ship and comes back, or renders
 * the page again with what was typed and why it was refused. The page is one person's: never
 * cached anywhere, never sending its address on in a Referer, never indexed.
 */
export const orderPageRoutes: FastifyPluginAsync<OrderPageOptions> = async (
  app,
  { sales, renderPublicPage },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      // The first of a repeated name counts, as a form never repeats one.
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] ??= value;
      done(null, fields);
    },
  );

  /**
   * Renders within the visitor's render budget like every page; a form answered with errors
   * spends one of the network's error pages, and past them the reason comes as plain text.
   */
  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    entries: CacheEntry[],
    { status, formError }: { status: number; formError?: string },
  ) {
    const rendered = await renderPublicPage(request, url, entries, { formError: formError !== undefined });
    reply
      .header('Cache-Control', PRIVATE_CACHE_CONTROL)
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex, nofollow');
    return sendPage(reply, rendered, { status, plain: formError });
  }

  /** The order's page, with its view, and what a refused post echoes; a bad link's page says so. */
  async function orderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    options: { url?: string; echo?: FormEcho; status?: number } = {},
  ) {
    const url = options.url ?? orderPagePath(token);
    let view: OrderView;
    try {
      view = await sales.viewByToken(token);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      return page(
        request,
        reply,
        url,
        [[[...linkOutcomeKey(token)], { kind: 'refused', message: error.message }]],
        {
          status: 404,
          formError: error.message,
        },
      );
    }
    const entries: CacheEntry[] = [[[...orderViewKey(token)], view]];
    if (options.echo) entries.push([[...formEchoKey('order')], options.echo]);
    return page(request, reply, url, entries, {
      status: options.status ?? 200,
      formError: options.echo?.error ?? undefined,
    });
  }

  app.get<{ Params: { token: string }; Querystring: Record<string, unknown> }>(
    ROUTES.order,
    { config: { ...ORDER_ROUTE.config, page: true } },
    async (request, reply) => {
      // Only the mark of Stripe's return is read from the query: nothing else of it is rendered.
      const paid = request.query[PAID_PARAM] === PAID_VALUE;
      const path = orderPagePath(request.params.token);
      return orderPage(request, reply, request.params.token, {
        url: paid ? `${path}?${PAID_PARAM}=${PAID_VALUE}` : path,
      });
    },
  );

  app.post<{ Params: { token: string }; Body: unknown }>(
    ROUTES.order,
    ORDER_ROUTE,
    async (request, reply) => {
      if (isCrossSitePost(request)) {
        return reply
          .status(403)
          .type('text/plain; charset=utf-8')
          .send('Forms are sent from this site only.');
      }
      const { token } = request.params;
      const fields =
        request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const action = fields.action as OrderPageAction | undefined;
      const typed = typedAddress(fields);
      const refuse = (error: string, status: number) =>
        orderPage(request, reply, token, {
          echo: { values: { action: String(action ?? ''), ...typed }, error },
          status,
        });
      const back = () =>
        reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).redirect(orderPagePath(token), 303);

      try {
        switch (action) {
          case 'checkout': {
            const url = await sales.checkoutByToken(token);
            return reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).redirect(url, 303);
          }
          case 'bank-transfer':
            await sales.bankTransferByToken(token);
            return back();
          case 'address': {
            const parsed = AddressSchema.safeParse(typed);
            if (!parsed.success) {
              // A bad link says so before the address is looked at.
              await sales.viewByToken(token);
              return refuse(parsed.error.issues[0]?.message ?? '', 400);
            }
            await sales.addressByToken(token, parsed.data);
            return back();
          }
          default:
            await sales.viewByToken(token);
            return refuse(UNKNOWN_ACTION, 400);
        }
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // A bad link: its page, which says so. Anything else the service refused (not awaiting
        // payment, card unavailable): the order again, with the reason beside what was pressed.
        if (error.statusCode === 404) return orderPage(request, reply, token);
        return refuse(error.message, error.statusCode);
      }
    },
  );
};

/** The address fields of a posted form, as typed (strings only). */
function typedAddress(fields: Record<string, unknown>): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const name of ADDRESS_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string') typed[name] = value;
  }
  return typed;
}
