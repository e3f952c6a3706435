import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INQUIRIES_CALL, NEWSLETTERS_CALL, WAITLISTS_CALL } from '../../../contract/api-paths';
import { EnrolmentAnswerSchema, SubscribeInputSchema, WaitlistInputSchema } from '../../../contract/audience';
import { MessageSchema } from '../../../contract/common';
import { ENROLMENT_API_MESSAGES } from '../../../contract/enrolment-answers';
import { InquiryInputSchema } from '../../../contract/inquiry';
import type { Db } from '../../core/db/index';
import { publicRateLimited } from '../../routes/rate-limits';
import type { ChallengeGate } from '../challenge/index';
import { type InquiryNotifyOptions, storeInquiry } from '../inquiries/index';
import { enrolSubscriber, enrolWaitlistMember } from './enrol-visitor';

/** Visitors' writes: generous for people, tight enough to stop a script filling the tables. */
export const VISITOR_WRITE = publicRateLimited('visitorWrite');

export interface AudienceRouteOptions extends InquiryNotifyOptions {
  db: Db;
  /** CONFIRMATION_EMAILS_PER_HOUR. */
  confirmationsPerHour: number;
  /** Each of these forms mails someone: its request passes the challenge gate first. */
  challenge: ChallengeGate;
}

export const audienceRoutes: FastifyPluginAsyncZod<AudienceRouteOptions> = async (
  app,
  { db, notifyEmail, wake, confirmationsPerHour, challenge },
) => {
  app.post(
    INQUIRIES_CALL,
    { ...VISITOR_WRITE, schema: { body: InquiryInputSchema, response: { 201: MessageSchema } } },
    async (request, reply) => {
      await challenge.admit(request, 'inquiry');
      await storeInquiry(db, request.body, { notifyEmail, wake });
      return reply.status(201).send({ message: 'Thank you for your inquiry' });
    },
  );

  /**
   * A repeat subscription answers success and keeps one row. With double opt-in the answer asks
   * to confirm by email, the same whether the address was new, pending or already confirmed.
   */
  app.post(
    NEWSLETTERS_CALL,
    { ...VISITOR_WRITE, schema: { body: SubscribeInputSchema, response: { 201: EnrolmentAnswerSchema } } },
    async (request, reply) => {
      await challenge.admit(request, 'newsletter');
      const { confirmByEmail } = await enrolSubscriber(db, request.body.email, {
        perHour: confirmationsPerHour,
        wake,
      });
      const messages = ENROLMENT_API_MESSAGES.newsletter;
      const message = confirmByEmail ? messages.confirmByEmail : messages.joined;
      return reply.status(201).send({ message, confirmByEmail });
    },
  );

  app.post(
    WAITLISTS_CALL,
    { ...VISITOR_WRITE, schema: { body: WaitlistInputSchema, response: { 201: EnrolmentAnswerSchema } } },
    async (request, reply) => {
      await challenge.admit(request, 'waitlist');
      const { confirmByEmail } = await enrolWaitlistMember(db, request.body, {
        perHour: confirmationsPerHour,
        wake,
      });
      const messages = ENROLMENT_API_MESSAGES.waitlist;
      const message = confirmByEmail ? messages.confirmByEmail : messages.joined;
      return reply.status(201).send({ message, confirmByEmail });
    },
  );
};
