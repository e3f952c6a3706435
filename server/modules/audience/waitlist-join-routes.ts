import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WAITLISTS_CALL } from '../../../contract/api-paths';
import { EnrolmentAnswerSchema, WaitlistInputSchema } from '../../../contract/audience';
import { ENROLMENT_API_MESSAGES } from '../../../contract/enrolment-answers';
import { VISITOR_WRITE } from '../../core/http/rate-limits';

/**
 * A visitor joining a piece's waitlist (the JSON call), past the challenge gate. The joining
 * itself is the audience module's double opt-in (app.audience), one for every list.
 */
export const waitlistJoinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    WAITLISTS_CALL,
    { ...VISITOR_WRITE, schema: { body: WaitlistInputSchema, response: { 201: EnrolmentAnswerSchema } } },
    async (request, reply) => {
      await app.challenge.admit(request, 'waitlist');
      const { confirmByEmail } = await app.audience.enrolWaitlistMember(request.body);
      const messages = ENROLMENT_API_MESSAGES.waitlist;
      const message = confirmByEmail ? messages.confirmByEmail : messages.joined;
      return reply.status(201).send({ message, confirmByEmail });
    },
  );
};
