import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SubscribeInputSchema, WaitlistInputSchema } from '../../contract/audience';
import { MessageSchema } from '../../contract/common';
import { type Inquiry, InquiryInputSchema } from '../../contract/inquiry';
import type { Db } from '../db/index';
import { createInquiry } from '../repositories/inquiries';
import { subscribe } from '../repositories/subscribers';
import { joinWaitlist } from '../repositories/waitlist';

/** Visitors' writes: generous for people, tight enough to stop a script filling the tables. */
const VISITOR_WRITE = { config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } } } as const;

export interface AudienceRouteOptions {
  db: Db;
  /** Called once an inquiry is stored; it must not throw or wait (the notification is mailed). */
  onInquiryCreated?: (inquiry: Inquiry) => void;
}

export const audienceRoutes: FastifyPluginAsyncZod<AudienceRouteOptions> = async (
  app,
  { db, onInquiryCreated },
) => {
  app.post(
    '/api/inquiries',
    { ...VISITOR_WRITE, schema: { body: InquiryInputSchema, response: { 201: MessageSchema } } },
    async (request, reply) => {
      const inquiry = await createInquiry(db, request.body);
      onInquiryCreated?.(inquiry);
      return reply.status(201).send({ message: 'Thank you for your inquiry' });
    },
  );

  /** A repeat subscription answers success and keeps one row. */
  app.post(
    '/api/newsletters',
    { ...VISITOR_WRITE, schema: { body: SubscribeInputSchema, response: { 201: MessageSchema } } },
    async (request, reply) => {
      await subscribe(db, request.body.email);
      return reply.status(201).send({ message: 'Successfully subscribed' });
    },
  );

  app.post(
    '/api/waitlists',
    { ...VISITOR_WRITE, schema: { body: WaitlistInputSchema, response: { 201: MessageSchema } } },
    async (request, reply) => {
      const { email, sculptureType, sculptureId } = request.body;
      await joinWaitlist(db, email, sculptureType, sculptureId);
      return reply.status(201).send({ message: 'You are on the waitlist' });
    },
  );
};
