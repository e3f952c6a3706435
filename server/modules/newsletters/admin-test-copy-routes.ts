import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { NewsletterTestSchema } from '../../../contract/audience';
import { MessageSchema } from '../../../contract/common';
import { TestAddressSchema } from '../../../contract/newsletter';
import type { Db } from '../../core/db/index';
import { isSuppressed } from '../../core/delivery/suppressions';
import { routesNeed } from '../../core/http/route-config';
import { describeDeliveryFailure } from '../../core/mail/delivery-error';
import type { Mailer } from '../../core/mail/mailer';
import { withComposedHtml } from './composed-html';
import { lastTestAddress, rememberTestAddress, sendTestCopy } from './test-copy';

export interface AdminNewsletterTestOptions {
  db: Db;
  /** Without one, no test copy can go: 503. */
  mailer?: Mailer;
  publicUrl: string;
}

/**
 * A stolen or runaway session could use this to mail anyone: a few tries a minute are plenty
 * for checking a layout, and keep the site's mail server off block lists.
 */
const TEST_COPIES_PER_MINUTE = 6;

export const adminNewsletterTestRoutes: FastifyPluginAsyncZod<AdminNewsletterTestOptions> = async (
  app,
  { db, mailer, publicUrl },
) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.post(
    ADMIN_CALLS.newsletterTest,
    {
      schema: {
        body: NewsletterTestSchema,
        response: { 200: MessageSchema, 409: MessageSchema, '5xx': MessageSchema },
      },
      config: { rateLimit: { max: TEST_COPIES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { email, design: _design, ...content } = withComposedHtml(request.body);
      if (!mailer) return reply.status(503).send({ message: 'Email sending is not set up on this server' });
      // A suppressed address is never mailed, a test copy included: the owner lifts it first.
      if (await isSuppressed(db, email)) {
        return reply.status(409).send({
          message: `${email} bounced or reported our mail as spam, so nothing is sent to it. Lift it under Suppressed addresses to send again.`,
        });
      }
      try {
        await sendTestCopy({ db, mailer, publicUrl }, content, email);
      } catch (error) {
        const reason = describeDeliveryFailure(error);
        request.log.warn({ reason }, 'newsletter test copy failed');
        return reply.status(502).send({ message: `The test copy could not be sent: ${reason}` });
      }
      if (request.admin) await rememberTestAddress(db, request.admin.userId, email);
      return { message: `Test copy sent to ${email}` };
    },
  );

  app.get(
    ADMIN_CALLS.newsletterTestAddress,
    { schema: { response: { 200: TestAddressSchema } } },
    async (request) => ({ email: request.admin ? await lastTestAddress(db, request.admin.userId) : null }),
  );
};
