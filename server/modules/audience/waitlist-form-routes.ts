import type { FastifyPluginAsync } from 'fastify';
import { WaitlistInputSchema } from '../../../contract/audience';
import { PAGE_LINKS, ROUTES } from '../../../contract/page-paths';
import type { Db } from '../../core/db/index';
import { acceptNoScriptForms, fieldsOf, textField } from '../../core/http/no-script-forms';
import { VISITOR_WRITE } from '../../core/http/rate-limits';
import { type ConfirmationMail, enrolWaitlistMember } from './enrol-visitor';

/**
 * The waitlist's form posted without script: enrolled through the double opt-in, as the JSON
 * call is.
 */
export const waitlistFormRoutes: FastifyPluginAsync<{ db: Db; mail: ConfirmationMail }> = async (
  app,
  { db, mail },
) => {
  const forms = acceptNoScriptForms(app, (request, form: 'waitlist') => app.challenge.admit(request, form));

  /** The piece is named by the address the form posts to (its page's), never by what was typed. */
  app.post<{ Querystring: { piece?: unknown } }>(ROUTES.waitlist, VISITOR_WRITE, async (request, reply) => {
    const values = { email: textField(fieldsOf(request.body), 'email') };
    const piece = typeof request.query.piece === 'string' ? request.query.piece : '';
    const url = PAGE_LINKS.waitlistFor(piece);
    const parsed = WaitlistInputSchema.safeParse({ ...values, sculptureType: piece });
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? null;
      return forms.refuse(request, reply, url, 'waitlist', { values, error }, 400);
    }
    const { email, sculptureType } = parsed.data;
    const page = { url, echoed: 'waitlist', values } as const;
    if (!(await forms.admitted(request, reply, { ...page, form: 'waitlist' }))) return reply;
    const stored = await forms.storeOr(
      request,
      reply,
      () => enrolWaitlistMember(db, { email, sculptureType }, mail),
      page,
    );
    if (!stored) return reply;
    return forms.enrolled(reply, url, stored.stored);
  });
};
