import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES } from '../../../contract/messages';
import { ROUTES } from '../../../contract/page-paths';
import { RESERVATION_COPY, reservationOutcomeKey } from '../../../contract/reservation-copy';
import { ReservationInputSchema } from '../../../contract/reservations';
import { PRIVATE_CACHE_CONTROL } from '../../core/cache/cached-answer';
import type { Db } from '../../core/db/index';
import { acceptNoScriptForms, fieldsOf, textField } from '../../core/http/no-script-forms';
import { OUTAGE_MESSAGES, outageOf } from '../../core/http/outage';
import { type RenderPublicPage, sendPage } from '../../core/http/page-answer';
import { HttpError } from '../../core/http-error';
import { sculptures } from '../../db/schema';
import type { ChallengeGate } from '../challenge/index';
import { RESERVATION_WRITE } from './public-routes';
import type { ReservationDesk } from './reservation-desk';
import { reserveAdmitted } from './reserve-admitted';

/** A reservation sent without script goes where the JSON call's goes. */
export interface FormPostOptions {
  db: Db;
  /** CONFIRMATION_EMAILS_PER_HOUR. */
  confirmationsPerHour: number;
  renderPublicPage: RenderPublicPage;
  reservationDesk: ReservationDesk;
  /** The form mails someone: it passes the challenge gate as the JSON call does. */
  challenge: ChallengeGate;
}

/**
 * The reservation form as the browser posts it without script (core/http/no-script-forms.ts: the
 * other features' forms are their modules'). Its gate is taken inside reserveAdmitted, with the
 * JSON call's rules.
 */
export const reservationFormRoutes: FastifyPluginAsync<FormPostOptions> = async (
  app,
  { db, renderPublicPage, reservationDesk, confirmationsPerHour, challenge },
) => {
  const forms = acceptNoScriptForms(app, (request, form: 'reservation') => challenge.admit(request, form));

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
      const values = {
        name: textField(fields, 'name'),
        email: textField(fields, 'email'),
        phone: textField(fields, 'phone'),
        message: textField(fields, 'message'),
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
        return forms.refuse(request, reply, page, 'reservation', { values, error }, 400);
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
          return forms.refuse(
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
        return forms.refuse(
          request,
          reply,
          page,
          'reservation',
          { values, error: OUTAGE_MESSAGES[outage] },
          503,
        );
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
