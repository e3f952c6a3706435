import type { FastifyPluginAsync } from 'fastify';
import { InquiryInputSchema } from '../../../contract/inquiry';
import { contactFormOf, hasRequiredContactFields, toInquiryPayload } from '../../../contract/inquiry-form';
import { MESSAGES } from '../../../contract/messages';
import { ROUTES } from '../../../contract/page-paths';
import type { Db } from '../../core/db/index';
import { acceptNoScriptForms, fieldsOf } from '../../core/http/no-script-forms';
import { VISITOR_WRITE } from '../../core/http/rate-limits';
import { type InquiryNotifyOptions, storeInquiry } from './store-inquiry';

/** The contact form posted without script: stored and notified as the JSON call's is. */
export const contactFormRoutes: FastifyPluginAsync<InquiryNotifyOptions & { db: Db }> = async (
  app,
  { db, notifyEmail, wake },
) => {
  const forms = acceptNoScriptForms(app, (request, form: 'inquiry') => app.challenge.admit(request, form));

  app.post(ROUTES.contact, VISITOR_WRITE, async (request, reply) => {
    const form = contactFormOf(fieldsOf(request.body));
    const values = { ...form };
    const parsed = InquiryInputSchema.safeParse(toInquiryPayload(form));
    if (!parsed.success) {
      // The form's own rule comes first, as with script: an empty email is a missing field.
      const error = hasRequiredContactFields(form)
        ? (parsed.error.issues[0]?.message ?? null)
        : MESSAGES.missingFields.description;
      return forms.refuse(request, reply, ROUTES.contact, 'contact', { values, error }, 400);
    }
    const page = { url: ROUTES.contact, echoed: 'contact', values } as const;
    if (!(await forms.admitted(request, reply, { ...page, form: 'inquiry' }))) return reply;
    const stored = await forms.storeOr(
      request,
      reply,
      async () => {
        await storeInquiry(db, parsed.data, { notifyEmail, wake });
      },
      page,
    );
    if (!stored) return reply;
    return forms.sent(reply, ROUTES.contact);
  });
};
