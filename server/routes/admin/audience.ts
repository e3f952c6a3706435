import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SubscriberListSchema, WaitlistMemberListSchema } from '../../../contract/audience';
import { InquiryListSchema } from '../../../contract/inquiry';
import type { Db } from '../../db/index';
import { listInquiries } from '../../repositories/inquiries';
import { listSubscribers } from '../../repositories/subscribers';
import { listWaitlistMembers } from '../../repositories/waitlist';

/** The lists behind the dashboard's count cards and its audience tabs. */
export const adminAudienceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/inquiries', { schema: { response: { 200: InquiryListSchema } } }, () =>
    listInquiries(db),
  );
  app.get('/api/admin/newsletters', { schema: { response: { 200: SubscriberListSchema } } }, () =>
    listSubscribers(db),
  );
  app.get('/api/admin/waitlists', { schema: { response: { 200: WaitlistMemberListSchema } } }, () =>
    listWaitlistMembers(db),
  );
};
