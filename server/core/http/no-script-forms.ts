import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type EchoedForm, type FormEcho, formEchoKey } from '../../../contract/form-echo';
import { ENROLMENT_SENT_VALUE, SENT_PARAM, SENT_VALUE } from '../../../contract/page-params';
import { PRIVATE_CACHE_CONTROL } from '../cache/cached-answer';
import { HttpError } from '../http-error';
import { isCrossSitePost } from './form-origin';
import { OUTAGE_MESSAGES, outageOf } from './outage';
import { sendPage } from './page-answer';

/*
 * The public forms as the browser posts them without script (urlencoded), at the address of the
 * page that shows them; each feature registers its own (contact, newsletter, waitlist,
 * reservation) with this toolkit. Validated by the same contract as the JSON routes, stored the
 * same way, limited alike. A post that is stored is answered with a 303 to the page's `?sent=1`
 * (so a refresh or the back button never sends it again); one that is refused, with the page
 * rendered again showing why and keeping what was typed, in the body of this answer only
 * (no-store): it is never put in a URL or kept for anyone else.
 */

/** Room for the longest message (5,000 characters) percent-encoded as 4-byte UTF-8, and the rest. */
const FORM_BODY_LIMIT = 64 * 1024;

/** Whatever stands before storing a form (the challenge gate): it throws an HttpError to refuse. */
export type AdmitForm<Form extends string> = (request: FastifyRequest, form: Form) => Promise<unknown>;

/** What the form's page shows again on a refusal: which form, at which address, what was typed. */
export interface FormPage {
  url: string;
  echoed: EchoedForm;
  values: Record<string, string>;
}

export interface NoScriptForms<Form extends string> {
  /**
   * The page at `url` again, with the form's echo in its data, as this answer only. The visitor's
   * own errors (4xx) render once a minute per client network: past that, and whenever its
   * network is out of renders, the answer says the same in a few words of plain text, so a
   * script posting broken forms costs no page each. An outage (503) is not the visitor's error,
   * and spends a render only.
   */
  refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    form: EchoedForm,
    echo: FormEcho,
    status: number,
  ): Promise<FastifyReply>;
  /**
   * Stores with `store` and gives its result; an outage is answered with the page and its message
   * (and gives undefined), anything else thrown.
   */
  storeOr<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    store: () => Promise<T>,
    page: FormPage,
  ): Promise<{ stored: T } | undefined>;
  /**
   * The challenge gate (decision 47): a form posted without script has no answer, so it is
   * admitted within its network's limits; past them it is refused with the page and the reason,
   * keeping what was typed. Answers whether the form may be stored.
   */
  admitted(request: FastifyRequest, reply: FastifyReply, gate: FormPage & { form: Form }): Promise<boolean>;
  /** The landing page of a stored post (`page` may carry a query already). */
  sent(reply: FastifyReply, page: string, value?: string): FastifyReply;
  /** An enrolment lands on the thanks, or on "check your inbox" while double opt-in asks to confirm. */
  enrolled(reply: FastifyReply, page: string, enrolment: { confirmByEmail: boolean }): FastifyReply;
}

/**
 * Makes `app` (the scope of one feature's form routes) take forms posted without script: the
 * urlencoded parser with its body limit and the refusal of posts from other sites, both for the
 * routes of this scope only (Fastify's encapsulation: register the form routes in their own
 * plugin, never with fastify-plugin). Gives the answers every form post shares.
 */
export function acceptNoScriptForms<Form extends string>(
  app: FastifyInstance,
  admit: AdmitForm<Form>,
): NoScriptForms<Form> {
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

  app.addHook('preHandler', async (request, reply) => {
    if (isCrossSitePost(request)) {
      return reply.status(403).type('text/plain; charset=utf-8').send('Forms are sent from this site only.');
    }
  });

  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    form: EchoedForm,
    echo: FormEcho,
    status: number,
  ) {
    const page = await app.renderPublicPage(request, url, [[[...formEchoKey(form)], echo]], {
      formError: status < 500,
    });
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    return sendPage(reply, page, { status, plain: plainRefusal(echo.error) });
  }

  const sent = (reply: FastifyReply, page: string, value = SENT_VALUE) =>
    reply
      .header('Cache-Control', PRIVATE_CACHE_CONTROL)
      .redirect(`${page}${page.includes('?') ? '&' : '?'}${SENT_PARAM}=${value}`, 303);

  return {
    refuse,
    async storeOr(request, reply, store, { url, echoed, values }) {
      try {
        return { stored: await store() };
      } catch (error) {
        const outage = outageOf(error);
        if (!outage) throw error;
        reply.log.warn({ err: error, outage }, 'form post met an outage');
        await refuse(request, reply, url, echoed, { values, error: OUTAGE_MESSAGES[outage] }, 503);
        return undefined;
      }
    },
    async admitted(request, reply, gate) {
      try {
        await admit(request, gate.form);
        return true;
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        await refuse(
          request,
          reply,
          gate.url,
          gate.echoed,
          { values: gate.values, error: error.message },
          error.statusCode,
        );
        return false;
      }
    },
    sent,
    enrolled: (reply, page, { confirmByEmail }) =>
      sent(reply, page, ENROLMENT_SENT_VALUE[confirmByEmail ? 'confirmByEmail' : 'joined']),
  };
}

/** A refused form in words: what the page would have shown, and what to do. */
function plainRefusal(error: string | null | undefined): string {
  return `${error ?? 'The form could not be sent.'}\nNothing was sent: go back to the form, correct it and send it again.\n`;
}

/** The parsed form, or nothing for a body of another type (which then fails validation). */
export function fieldsOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** A text field of the parsed form; '' when it is missing or not text. */
export function textField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}
