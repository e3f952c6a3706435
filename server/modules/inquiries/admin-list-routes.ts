import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { FailedNotificationListSchema, InquiryListSchema } from '../../../contract/inquiry';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { listFailedMail } from '../../core/mail/mail-outbox';
import { listInquiries } from './inquiries';
import { INQUIRY_NOTIFICATION } from './inquiry-notification';

/** The spec's list of every inquiry (the dashboard's count card), and notifications that failed. */
export const adminInquiryListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(ADMIN_CALLS.inquiries, { schema: { response: { 200: InquiryListSchema } } }, () =>
    listInquiries(db),
  );
  /** Notifications that will not arrive: the Inquiries tab says so, so no inquiry goes unseen. */
  app.get(
    ADMIN_CALLS.failedNotifications,
    { schema: { response: { 200: FailedNotificationListSchema } } },
    () => listFailedMail(db, INQUIRY_NOTIFICATION),
  );
};
