import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WAITLISTS_CALL } from '../../../contract/api-paths';
import { EnrolmentAnswerSchema, WaitlistInputSchema } from '../../../contract/audience';
import { ENROLMENT_API_MESSAGES } from '../../../contract/enrolment-answers';
import type { Db } from '../../core/db/index';
import { VISITOR_WRITE } from '../../core/http/rate-limits';
import { type ConfirmationMail, enrolWaitlistMember } from './enrol-visitor';

/**
 * A visitor joining a piece's waitlist (the JSON call), past the challenge gate, through the
 * double opt-in every list shares. The waitlist itself (its members, its "available" email) is
 * the waitlists module's.
 */
export const waitlistJoinRoutes: FastifyPluginAsyncZod<{ db: Db; mail: ConfirmationMail }> = async (
  app,
  { db, mail },
) => {
  app.post(
    WAITLISTS_CALL,
    { ...VISITOR_WRITE, schema: { body: WaitlistInputSchema, response: { 201: EnrolmentAnswerSchema } } },
    async (request, reply) => {
      await app.challenge.admit(request, 'waitlist');
      const { confirmByEmail } = await enrolWaitlistMember(db, request.body, mail);
      const messages = ENROLMENT_API_MESSAGES.waitlist;
      const message = confirmByEmail ? messages.confirmByEmail : messages.joined;
      return reply.status(201).send({ message, confirmByEmail });
    },
  );
};
