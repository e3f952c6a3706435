import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import { adminInquiryInboxRoutes } from './admin-inbox-routes';
import { adminInquiryListRoutes } from './admin-list-routes';
import { contactFormRoutes } from './form-routes';
import { inquiryRoutes } from './public-routes';

export { listInquiries } from './inquiries';

/*
 * Inquiries: what visitors write through the contact form, and the owner's inbox of them. An
 * inquiry is stored with its notification to NOTIFY_EMAIL queued on the mail outbox in the same
 * step (store-inquiry); the inbox pages, searches, reads, closes and marks spam (inbox), and a
 * reply is recorded and queued together, never one without the other (send-reply). The public
 * JSON call (public-routes) and the form posted without script (form-routes) store
 * through storeInquiry; the spec's plain list and the failed notifications (admin-list-routes).
 */

export interface InquiriesModuleOptions {
  /** NOTIFY_EMAIL: where new inquiries are announced. */
  notifyEmail?: string;
}

const inquiriesModule: FastifyPluginAsync<InquiriesModuleOptions> = async (app, { notifyEmail }) => {
  const { db } = app;
  const wake = app.background.wake;
  await app.register(inquiryRoutes, { prefix: API_PREFIX, db, notifyEmail, wake });
  await app.register(contactFormRoutes, { db, notifyEmail, wake });
  await app.register(adminInquiryListRoutes, { prefix: ADMIN_API_PREFIX, db });
  await app.register(adminInquiryInboxRoutes, { prefix: ADMIN_API_PREFIX, db, wake });
};

/** One Fastify plugin: the contact form (its call and its post without script), and the owner's inbox of inquiries and the replies to them. */
export const inquiriesPlugin = fp(inquiriesModule, { name: 'inquiries', dependencies: ['challenge'] });
