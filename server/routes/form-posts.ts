import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SubscribeInputSchema, WaitlistInputSchema } from '../../contract/audience';
import { type EchoedForm, type FormEcho, formEchoKey } from '../../contract/form-echo';
import { InquiryInputSchema } from '../../contract/inquiry';
import { contactFormOf, hasRequiredContactFields, toInquiryPayload } from '../../contract/inquiry-form';
import { MESSAGES } from '../../contract/messages';
import { ENROLMENT_SENT_VALUE, SENT_PARAM, SENT_VALUE } from '../../contract/page-params';
import { RESERVATION_COPY, reservationOutcomeKey } from '../../contract/reservation-copy';
import { ReservationInputSchema } from '../../contract/reservations';
import { PAGE_LINKS, ROUTES } from '../../contract/routes';
import { PRIVATE_CACHE_CONTROL } from '../core/cache/cached-answer';
import type { Db } from '../core/db/index';
import { isCrossSitePost } from '../core/http/form-origin';
import { OUTAGE_MESSAGES, outageOf } from '../core/http/outage';
import { type RenderPublicPage, sendPage } from '../core/http/page-answer';
import { VISITOR_WRITE } from '../core/http/rate-limits';
import { HttpError } from '../core/http-error';
import { sculptures } from '../db/schema';
import { type Enrolment, enrolSubscriber, enrolWaitlistMember } from '../modules/audience/index';
import type { ChallengedForm, ChallengeGate } from '../modules/challenge/index';
import { type InquiryNotifyOptions, storeInquiry } from '../modules/inquiries/index';
import type { ReservationDesk } from '../services/reservations/reservation-desk';
import { reserveAdmitted } from '../services/reservations/reserve-admitted';
import { RESERVATION_WRITE } from './reservations';

/** An inquiry is notified as the JSON route's is. */
export interface FormPostOptions extends InquiryNotifyOptions {
  db: Db;
  /** CONFIRMATION_EMAILS_PER_HOUR. */
  confirmationsPerHour: number;
  renderPublicPage: RenderPublicPage;
  /** Reservations sent without script go where the JSON call's go. */
  reservationDesk: ReservationDesk;
  /** Every form here mails someone: it passes the challenge gate as the JSON call does. */
  challenge: ChallengeGate;
}

/** Room for the longest message (5,000 characters) percent-encoded as 4-byte UTF-8, and the rest. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The public forms as the browser posts them without script (urlencoded), at the address of the
 * page that shows them. Validated by the same contract as the JSON routes, stored the same way,
 * limited alike. A post that is stored is answered with a 303 to the page's `?sent=1` (so a
 * refresh or the back button never sends it again); one that is refused, with the page rendered
 * again showing why and keeping what was typed, in the body of this answer only (no-store): it is
 * never put in a URL or kept for anyone else.
 */
export const formPostRoutes: FastifyPluginAsync<FormPostOptions> = async (
  app,
  { db, renderPublicPage, notifyEmail, wake, reservationDesk, confirmationsPerHour, challenge },
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

  app.addHook('preHandler', async (request, reply) => {
    if (isCrossSitePost(request)) {
      return reply.status(403).type('text/plain; charset=utf-8').send('Forms are sent from this site only.');
    }
  });

  /**
   * The page at `url` again, with the form's echo in its data, as this answer only. The visitor's
   * own errors (4xx) render once a minute per client network: past that, and whenever its
   * network is out of renders, the answer says the same in a few words of plain text, so a
   * script posting broken forms costs no page each. An outage (503) is not the visitor's error,
   * and spends a render only.
   */
  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    form: EchoedForm,
    echo: FormEcho,
    status: number,
  ) {
    const page = await renderPublicPage(request, url, [[[...formEchoKey(form)], echo]], {
      formError: status < 500,
    });
    reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    return sendPage(reply, page, { status, plain: plainRefusal(echo.error) });
  }

  /**
   * Stores with `store` and gives its result; an outage is answered with the page and its message
   * (and gives undefined), anything else thrown.
   */
  async function storeOr<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    store: () => Promise<T>,
    url: string,
    form: EchoedForm,
    values: Record<string, string>,
  ): Promise<{ stored: T } | undefined> {
    try {
      return { stored: await store() };
    } catch (error) {
      const outage = outageOf(error);
      if (!outage) throw error;
      reply.log.warn({ err: error, outage }, 'form post met an outage');
      await refuse(request, reply, url, form, { values, error: OUTAGE_MESSAGES[outage] }, 503);
      return undefined;
    }
  }

  /**
   * The challenge gate (decision 47): a form posted without script has no answer, so it is
   * admitted within its network's limits; past them it is refused with the page and the reason,
   * keeping what was typed. Answers whether the form may be stored.
   */
  async function admitted(
    request: FastifyRequest,
    reply: FastifyReply,
    gate: { form: ChallengedForm; url: string; echoed: EchoedForm; values: Record<string, string> },
  ): Promise<boolean> {
    try {
      await challenge.admit(request, gate.form);
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
  }

  /** The landing page of a stored post (`page` may carry a query already). */
  const sent = (reply: FastifyReply, page: string, value = SENT_VALUE) =>
    reply
      .header('Cache-Control', PRIVATE_CACHE_CONTROL)
      .redirect(`${page}${page.includes('?') ? '&' : '?'}${SENT_PARAM}=${value}`, 303);

  /** An enrolment lands on the thanks, or on "check your inbox" while double opt-in asks to confirm. */
  const enrolled = (reply: FastifyReply, page: string, { confirmByEmail }: Enrolment) =>
    sent(reply, page, ENROLMENT_SENT_VALUE[confirmByEmail ? 'confirmByEmail' : 'joined']);

  app.post(ROUTES.contact, VISITOR_WRITE, async (request, reply) => {
    const form = contactFormOf(fieldsOf(request.body));
    const values = { ...form };
    const parsed = InquiryInputSchema.safeParse(toInquiryPayload(form));
    if (!parsed.success) {
      // The form's own rule comes first, as with script: an empty email is a missing field.
      const error = hasRequiredContactFields(form)
        ? (parsed.error.issues[0]?.message ?? null)
        : MESSAGES.missingFields.description;
      return refuse(request, reply, ROUTES.contact, 'contact', { values, error }, 400);
    }
    const gate = { form: 'inquiry', url: ROUTES.contact, echoed: 'contact', values } as const;
    if (!(await admitted(request, reply, gate))) return reply;
    const stored = await storeOr(
      request,
      reply,
      async () => {
        await storeInquiry(db, parsed.data, { notifyEmail, wake });
      },
      ROUTES.contact,
      'contact',
      values,
    );
    if (!stored) return reply;
    return sent(reply, ROUTES.contact);
  });

  /** A repeat subscription lands on the same thanks and keeps one row, as the JSON route does. */
  app.post(ROUTES.newsletter, VISITOR_WRITE, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const values = { email: typeof fields.email === 'string' ? fields.email : '' };
    const parsed = SubscribeInputSchema.safeParse(values);
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? null;
      return refuse(request, reply, ROUTES.newsletter, 'newsletter', { values, error }, 400);
    }
    const gate = { form: 'newsletter', url: ROUTES.newsletter, echoed: 'newsletter', values } as const;
    if (!(await admitted(request, reply, gate))) return reply;
    const stored = await storeOr(
      request,
      reply,
      () => enrolSubscriber(db, parsed.data.email, { perHour: confirmationsPerHour, wake }),
      ROUTES.newsletter,
      'newsletter',
      values,
    );
    if (!stored) return reply;
    return enrolled(reply, ROUTES.newsletter, stored.stored);
  });

  /** The piece is named by the address the form posts to (its page's), never by what was typed. */
  app.post<{ Querystring: { piece?: unknown } }>(ROUTES.waitlist, VISITOR_WRITE, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const values = { email: typeof fields.email === 'string' ? fields.email : '' };
    const piece = typeof request.query.piece === 'string' ? request.query.piece : '';
    const page = PAGE_LINKS.waitlistFor(piece);
    const parsed = WaitlistInputSchema.safeParse({ ...values, sculptureType: piece });
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? null;
      return refuse(request, reply, page, 'waitlist', { values, error }, 400);
    }
    const { email, sculptureType } = parsed.data;
    if (!(await admitted(request, reply, { form: 'waitlist', url: page, echoed: 'waitlist', values })))
      return reply;
    const stored = await storeOr(
      request,
      reply,
      () => enrolWaitlistMember(db, { email, sculptureType }, { perHour: confirmationsPerHour, wake }),
      page,
      'waitlist',
      values,
    );
    if (!stored) return reply;
    return enrolled(reply, page, stored.stored);
  });

  /**
   * The piece and size are named by the address the form posts to (its page's), never by a
   * field. The answer is the page with the collector's place in it (201, or 200 for the place the
   * address already had), as that answer only (no-store): a place is one person's, so it cannot
   * be a page anyone else is given, nor a URL. Sending it again answers the same place.
   */
  app.post<{ Querystring: { piece?: unknown; size?: unknown } }>(
    ROUTES.reserve,
    RESERVATION_WRITE,
    async (request, reply) => {
      const fields = fieldsOf(request.body);
      const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
      const values = {
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        message: text('message'),
      };
      const slug = typeof request.query.piece === 'string' ? request.query.piece : '';
      const size = request.query.size === '450' ? '450' : '100';
      const page = `${ROUTES.reserve}?${new URLSearchParams({ piece: slug, size })}`;
      const [piece] = slug
        ? await db.select({ id: sculptures.id }).from(sculptures).where(eq(sculptures.slug, slug))
        : [];
      const parsed = ReservationInputSchema.safeParse({ ...values, sculptureId: piece?.id ?? 0, size });
      if (!parsed.success) {
        // The form's own first rule, as with script: no name is a missing field.
        const error = values.name.trim()
          ? (parsed.error.issues[0]?.message ?? null)
          : MESSAGES.missingFields.description;
        return refuse(request, reply, page, 'reservation', { values, error }, 400);
      }
      let outcome: Awaited<ReturnType<typeof reserveAdmitted>> | undefined;
      try {
        outcome = await reserveAdmitted(
          { db, desk: reservationDesk, challenge, confirmationsPerHour },
          request,
          parsed.data,
        );
      } catch (error) {
        // Not reservable (409), or past the network's limits without a challenge (429).
        if (error instanceof HttpError && error.statusCode < 500) {
          return refuse(
            request,
            reply,
            page,
            'reservation',
            { values, error: error.message },
            error.statusCode,
          );
        }
        const outage = outageOf(error);
        if (!outage) throw error;
        reply.log.warn({ err: error, outage }, 'form post met an outage');
        return refuse(request, reply, page, 'reservation', { values, error: OUTAGE_MESSAGES[outage] }, 503);
      }
      if (outcome.created) await app.analytics.keepSource(request, outcome.place.id);
      const { position, state } = outcome.place;
      const rendered = await renderPublicPage(request, page, [
        [[...reservationOutcomeKey(slug, size)], { position, state }],
      ]);
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      const status = outcome.created ? 201 : 200;
      if (rendered.kind === 'unbuilt') return reply.status(status).send(outcome.place);
      // The place is taken whether or not the page renders: out of renders, it is said in words.
      const said = RESERVATION_COPY[state];
      return sendPage(reply, rendered, { status, plain: `${said.title}\n${said.description(position)}\n` });
    },
  );
};

/** A refused form in words: what the page would have shown, and what to do. */
function plainRefusal(error: string | null | undefined): string {
  return `${error ?? 'The form could not be sent.'}\nNothing was sent: go back to the form, correct it and send it again.\n`;
}

/** The parsed form, or nothing for a body of another type (which then fails validation). */
function fieldsOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}
