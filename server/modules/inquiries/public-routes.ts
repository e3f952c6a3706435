import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INQUIRIES_CALL } from '../../../contract/api-paths';
import { MessageSchema } from '../../../contract/common';
import { InquiryInputSchema } from '../../../contract/inquiry';
import type { Db } from '../../core/db/index';
import { VISITOR_WRITE } from '../../core/http/rate-limits';
import { type InquiryNotifyOptions, storeInquiry } from './store-inquiry';

/** The contact form's JSON call: the inquiry is stored with its notification, past the challenge gate. */
export const inquiryRoutes: FastifyPluginAsyncZod<InquiryNotifyOptions & { db: Db }> = async (
  app,
  { db, notifyEmail, wake },
) => {
  app.post(
    INQUIRIES_CALL,
    { ...VISITOR_WRITE, schema: { body: InquiryInputSchema, response: { 201: MessageSchema } } },
    async (request, reply) => {
      await app.challenge.admit(request, 'inquiry');
      await storeInquiry(db, request.body, { notifyEmail, wake });
      return reply.status(201).send({ message: 'Thank you for your inquiry' });
    },
  );
};
