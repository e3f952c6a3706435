import type { FastifyPluginAsync } from 'fastify';
import { SubscribeInputSchema } from '../../../contract/audience';
import { ROUTES } from '../../../contract/page-paths';
import type { Db } from '../../core/db/index';
import { acceptNoScriptForms, fieldsOf, textField } from '../../core/http/no-script-forms';
import { VISITOR_WRITE } from '../../core/http/rate-limits';
import { type ConfirmationMail, enrolSubscriber } from './enrol-visitor';

/** The newsletter's form posted without script: enrolled as the JSON call enrols. */
export const newsletterFormRoutes: FastifyPluginAsync<{ db: Db; mail: ConfirmationMail }> = async (
  app,
  { db, mail },
) => {
  const forms = acceptNoScriptForms(app, (request, form: 'newsletter') => app.challenge.admit(request, form));

  /** A repeat subscription lands on the same thanks and keeps one row, as the JSON route does. */
  app.post(ROUTES.newsletter, VISITOR_WRITE, async (request, reply) => {
    const values = { email: textField(fieldsOf(request.body), 'email') };
    const parsed = SubscribeInputSchema.safeParse(values);
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? null;
      return forms.refuse(request, reply, ROUTES.newsletter, 'newsletter', { values, error }, 400);
    }
    const page = { url: ROUTES.newsletter, echoed: 'newsletter', values } as const;
    if (!(await forms.admitted(request, reply, { ...page, form: 'newsletter' }))) return reply;
    const stored = await forms.storeOr(
      request,
      reply,
      () => enrolSubscriber(db, parsed.data.email, mail),
      page,
    );
    if (!stored) return reply;
    return forms.enrolled(reply, ROUTES.newsletter, stored.stored);
  });
};
