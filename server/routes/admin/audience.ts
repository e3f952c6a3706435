import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SubscriberListSchema, WaitlistMemberListSchema } from '../../../contract/audience';
import { FailedNotificationListSchema, InquiryListSchema } from '../../../contract/inquiry';
import type { Db } from '../../db/index';
import { listInquiries } from '../../repositories/inquiries';
import { listFailedMail } from '../../repositories/mail-outbox';
import { listSubscribers } from '../../repositories/subscribers';
import { listWaitlistMembers } from '../../repositories/waitlist';
import { INQUIRY_NOTIFICATION } from '../../services/notifications/inquiry-notification';

/** The lists behind the dashboard's count cards and its audience tabs. */
export const adminAudienceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/inquiries', { schema: { response: { 200: InquiryListSchema } } }, () =>
    listInquiries(db),
  );
  /** Notifications that will not arrive: the Inquiries tab says so, so no inquiry goes unseen. */
  app.get(
    '/api/admin/inquiries/failed-notifications',
    { schema: { response: { 200: FailedNotificationListSchema } } },
    () => listFailedMail(db, INQUIRY_NOTIFICATION),
  );
  app.get('/api/admin/newsletters', { schema: { response: { 200: SubscriberListSchema } } }, () =>
    listSubscribers(db),
  );
  app.get('/api/admin/waitlists', { schema: { response: { 200: WaitlistMemberListSchema } } }, () =>
    listWaitlistMembers(db),
  );
};
