import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { adminInquiryInboxRoutes } from './admin-inbox-routes';

export { listInquiries } from './inquiries';
export { INQUIRY_NOTIFICATION } from './inquiry-notification';
export { type InquiryNotifyOptions, storeInquiry } from './store-inquiry';

/*
 * Inquiries: what visitors write through the contact form, and the owner's inbox of them. An
 * inquiry is stored with its notification to NOTIFY_EMAIL queued on the mail outbox in the same
 * step (store-inquiry); the inbox pages, searches, reads, closes and marks spam (inbox), and a
 * reply is recorded and queued together, never one without the other (send-reply). The public
 * JSON call (routes/audience.ts) and the form posted without script (routes/form-posts.ts) store
 * through storeInquiry.
 */

const inquiriesModule: FastifyPluginAsync = async (app) => {
  await app.register(adminInquiryInboxRoutes, {
    prefix: ADMIN_API_PREFIX,
    db: app.db,
    wake: app.background.wake,
  });
};

/** One Fastify plugin: the owner's inbox of inquiries and the replies to them. */
export const inquiriesPlugin = fp(inquiriesModule, { name: 'inquiries' });
