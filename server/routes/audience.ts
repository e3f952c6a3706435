import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SubscribeInputSchema, WaitlistInputSchema } from '../../contract/audience';
import { MessageSchema } from '../../contract/common';
import { InquiryInputSchema } from '../../contract/inquiry';
import type { Db } from '../db/index';
import { createInquiry } from '../repositories/inquiries';
import { enqueueMail } from '../repositories/mail-outbox';
import { subscribe } from '../repositories/subscribers';
import { joinWaitlist } from '../repositories/waitlist';
import {
  buildInquiryNotification,
  INQUIRY_NOTIFICATION,
} from '../services/notifications/inquiry-notification';

/** Visitors' writes: generous for people, tight enough to stop a script filling the tables. */
const VISITOR_WRITE = { config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } } } as const;

export interface AudienceRouteOptions {
  db: Db;
  /** NOTIFY_EMAIL: each new inquiry is queued as a notification to it, in the inquiry's transaction. */
  notifyEmail?: string;
  /** Called once mail was queued, so the in-process sender sends it at once. */
  onMailQueued?: () => void;
}

export const audienceRoutes: FastifyPluginAsyncZod<AudienceRouteOptions> = async (
  app,
  { db, notifyEmail, onMailQueued },
) => {
  app.post(
    '/api/inquiries',
    { ...VISITOR_WRITE, schema: { body: InquiryInputSchema, response: { 201: MessageSchema } } },
    async (request, reply) => {
      // Both or neither: an inquiry is never stored without its notification, nor notified unstored.
      await db.transaction(async (tx) => {
        const inquiry = await createInquiry(tx, request.body);
        if (notifyEmail)
          await enqueueMail(tx, INQUIRY_NOTIFICATION, buildInquiryNotification(inquiry, notifyEmail));
      });
      if (notifyEmail) onMailQueued?.();
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
