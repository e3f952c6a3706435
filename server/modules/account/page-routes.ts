import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  AcceptInputSchema,
  SignInInputSchema,
  TransferInputSchema,
  VerifyInputSchema,
} from '../../../contract/account';
import {
  ACCOUNT_STEP_KEY,
  ACCOUNT_VIEW_KEY,
  type AccountPageAction,
  type AccountStep,
  DONE_PARAM,
  type DoneValue,
  SIGN_IN_LINK_PARAM,
} from '../../../contract/account-calls';
import { formEchoKey } from '../../../contract/form-echo';
import { ADDRESS_FIELDS } from '../../../contract/order-page';
import { ROUTES } from '../../../contract/page-paths';
import { AddressSchema } from '../../../contract/sales';
import { PRIVATE_CACHE_CONTROL } from '../../core/cache/cached-answer';
import { isCrossSitePost } from '../../core/http/form-origin';
import type { CacheEntry } from '../../core/http/page-answer';
import { type RenderPublicPage, sendPage } from '../../core/http/page-answer';
import { HttpError } from '../../core/http-error';
import type { AccountService } from './account-service';
import { ACCOUNT_ROUTE } from './public-routes';
import { clearSessionCookie, setSessionCookie } from './session';

const FORM_BODY_LIMIT = 16 * 1024;
const UNKNOWN_ACTION = 'This button is not one of the page’s: please reload the page and try again.';
const TEXT_FIELDS = [
  'email',
  'code',
  'link',
  'id',
  'code',
  'name',
  'publicOwner',
  'subscribed',
  'confirm',
  ...ADDRESS_FIELDS,
];

/**
 * /account, working without script: GET renders the signed-in collector's page (their view
 * seeded as the page's data) or the sign-in steps; every button and form posts to /account with
 * an `action` and comes back (303) or renders the page again with what was typed and why it was
 * refused. One person's page: never cached anywhere, never indexed, no Referer sent on.
 */
export const accountPageRoutes: FastifyPluginAsync<{
  account: AccountService;
  renderPublicPage: RenderPublicPage;
}> = async (app, { account, renderPublicPage }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] ??= value;
      done(null, fields);
    },
  );

  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    {
      step,
      echo,
      status = 200,
      url = ROUTES.account,
    }: {
      step?: AccountStep;
      echo?: { values: Record<string, string>; error: string };
      status?: number;
      url?: string;
    },
  ) {
    const who = await account.sessions.of(request);
    const entries: CacheEntry[] = [];
    if (who) entries.push([[...ACCOUNT_VIEW_KEY], await account.view(who)]);
    else entries.push([[...ACCOUNT_STEP_KEY], step ?? { step: 'email' }]);
    if (echo) entries.push([[...formEchoKey('account')], echo]);
    const rendered = await renderPublicPage(request, url, entries, { formError: echo !== undefined });
    reply
      .header('Cache-Control', PRIVATE_CACHE_CONTROL)
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex, nofollow');
    return sendPage(reply, rendered, { status, plain: echo?.error });
  }

  app.get<{ Querystring: Record<string, unknown> }>(
    ROUTES.account,
    { config: { ...ACCOUNT_ROUTE.config, page: true } },
    async (request, reply) => {
      const link = request.query[SIGN_IN_LINK_PARAM];
      const done = request.query[DONE_PARAM];
      // The emailed link opens a button that signs in, not a sign-in: mail scanners open links too.
      if (typeof link === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(link))
        return page(request, reply, { step: { step: 'link', link }, url: ROUTES.account });
      return page(request, reply, {
        url:
          typeof done === 'string' && /^[a-z-]{1,20}$/.test(done)
            ? `${ROUTES.account}?${DONE_PARAM}=${done}`
            : ROUTES.account,
      });
    },
  );

  app.post<{ Body: unknown }>(ROUTES.account, ACCOUNT_ROUTE, async (request, reply) => {
    if (isCrossSitePost(request)) {
      return reply.status(403).type('text/plain; charset=utf-8').send('Forms are sent from this site only.');
    }
    const fields =
      request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const typed: Record<string, string> = {};
    for (const name of TEXT_FIELDS)
      if (typeof fields[name] === 'string') typed[name] = fields[name] as string;
    const action = fields.action as AccountPageAction | undefined;
    const back = (done?: DoneValue) =>
      reply
        .header('Cache-Control', PRIVATE_CACHE_CONTROL)
        .redirect(done ? `${ROUTES.account}?${DONE_PARAM}=${done}` : ROUTES.account, 303);
    const refuse = (error: string, status: number, step?: AccountStep) =>
      page(request, reply, {
        step,
        status,
        echo: { values: { ...typed, action: String(action ?? '') }, error },
      });
    const required = async () => account.sessions.required(request);

    try {
      switch (action) {
        case 'sign-in': {
          const parsed = SignInInputSchema.safeParse(typed);
          if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? '', 400);
          await account.signIn.requestCode(parsed.data.email, request.ip);
          return page(request, reply, { step: { step: 'code', email: parsed.data.email } });
        }
        case 'verify':
        case 'link': {
          const input =
            action === 'link'
              ? { link: typed.link ?? '' }
              : { email: typed.email ?? '', code: typed.code ?? '' };
          const parsed = VerifyInputSchema.safeParse(input);
          const step: AccountStep =
            action === 'link' ? { step: 'email' } : { step: 'code', email: typed.email ?? '' };
          if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? '', 400, step);
          try {
            const signed = await account.signIn.verify(parsed.data, request.ip);
            setSessionCookie(request, reply, signed.token);
            return back();
          } catch (error) {
            if (error instanceof HttpError) return refuse(error.message, error.statusCode, step);
            throw error;
          }
        }
        case 'sign-out':
          await account.signOut(request);
          clearSessionCookie(request, reply);
          return back('signed-out');
        case 'leave-waitlist':
          await account.leaveWaitlist(await required(), Number(typed.id));
          return back('waitlist');
        case 'confirm-draw-entry':
          await account.confirmDrawEntry(await required(), Number(typed.id));
          return back('draw-entry');
        case 'newsletter':
          await account.setNewsletter(await required(), typed.subscribed === 'on');
          return back('newsletter');
        case 'address': {
          const who = await required();
          const parsed = AddressSchema.safeParse(typed);
          if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? '', 400);
          await account.saveAddress(who, parsed.data);
          return back('address');
        }
        case 'transfer': {
          const who = await required();
          const parsed = TransferInputSchema.safeParse({ email: typed.email ?? '' });
          if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? '', 400);
          await account.resales.start(who, typed.code ?? '', parsed.data);
          return back('transfer');
        }
        case 'cancel-transfer':
          await account.resales.cancel(await required(), Number(typed.id));
          return back('cancelled');
        case 'accept-transfer': {
          const who = await required();
          const parsed = AcceptInputSchema.safeParse({
            name: typed.name ?? '',
            publicOwner: typed.publicOwner || undefined,
          });
          if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? '', 400);
          await account.resales.accept(who, Number(typed.id), parsed.data);
          return back('accepted');
        }
        case 'erase': {
          const who = await required();
          if (typed.confirm !== 'ERASE') return refuse(ACCOUNT_MESSAGES.eraseConfirm, 400);
          await account.erase(who);
          clearSessionCookie(request, reply);
          return back('erased');
        }
        default:
          return refuse(UNKNOWN_ACTION, 400);
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return refuse(error.message, error.statusCode);
    }
  });
};
