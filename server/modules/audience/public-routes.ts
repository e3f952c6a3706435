import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEWSLETTERS_CALL } from '../../../contract/api-paths';
import { EnrolmentAnswerSchema, SubscribeInputSchema } from '../../../contract/audience';
import { ENROLMENT_API_MESSAGES } from '../../../contract/enrolment-answers';
import type { Db } from '../../core/db/index';
import { VISITOR_WRITE } from '../../core/http/rate-limits';
import { type ConfirmationMail, enrolSubscriber } from './enrol-visitor';

export const audienceRoutes: FastifyPluginAsyncZod<{ db: Db; mail: ConfirmationMail }> = async (
  app,
  { db, mail },
) => {
  /**
   * A repeat subscription answers success and keeps one row. With double opt-in the answer asks
   * to confirm by email, the same whether the address was new, pending or already confirmed.
   */
  app.post(
    NEWSLETTERS_CALL,
    { ...VISITOR_WRITE, schema: { body: SubscribeInputSchema, response: { 201: EnrolmentAnswerSchema } } },
    async (request, reply) => {
      await app.challenge.admit(request, 'newsletter');
      const { confirmByEmail } = await enrolSubscriber(db, request.body.email, mail);
      const messages = ENROLMENT_API_MESSAGES.newsletter;
      const message = confirmByEmail ? messages.confirmByEmail : messages.joined;
      return reply.status(201).send({ message, confirmByEmail });
    },
  );
};
