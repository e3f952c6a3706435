import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { MessageSchema } from '../../../contract/common';
import {
  InboxCountsSchema,
  InboxInquirySchema,
  InboxPageSchema,
  InboxQuerySchema,
  InquiryParamsSchema,
  InquiryPatchSchema,
  InquiryReadSchema,
  InquiryReplyInputSchema,
  InquiryReplyListSchema,
  InquiryReplySchema,
} from '../../../contract/inquiry-inbox';
import type { WakeLoop } from '../../core/background/loop';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import { inboxCounts, listInbox, listReplies, markInquiryRead, setInquiryState } from './inbox';
import { sendInquiryReply } from './send-reply';

const NOT_FOUND = 'This inquiry no longer exists.';

/**
 * The inquiry inbox: pages found by state, piece and words, the dashboard's counts, a state
 * change, and an answer sent by email. The spec's `GET /api/admin/inquiries` keeps its answer
 * (admin-list-routes.ts); the inbox is these new calls.
 */
export const adminInquiryInboxRoutes: FastifyPluginAsyncZod<{
  db: Db;
  wake: WakeLoop;
  now?: () => Date;
}> = async (app, { db, wake, now = () => new Date() }) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(
    ADMIN_CALLS.inbox,
    { schema: { querystring: InboxQuerySchema, response: { 200: InboxPageSchema } } },
    (request) => listInbox(db, request.query),
  );
  app.get(ADMIN_CALLS.inboxCounts, { schema: { response: { 200: InboxCountsSchema } } }, () =>
    inboxCounts(db),
  );
  app.patch(
    ADMIN_CALLS.inquiry,
    {
      schema: {
        params: InquiryParamsSchema,
        body: InquiryPatchSchema,
        response: { 200: InboxInquirySchema, 404: MessageSchema },
      },
    },
    async (request) => {
      const updated = await setInquiryState(db, request.params.id, request.body, now());
      if (!updated) throw new HttpError(404, NOT_FOUND);
      return updated;
    },
  );
  app.post(
    ADMIN_CALLS.inquiryRead,
    {
      schema: {
        params: InquiryParamsSchema,
        body: InquiryReadSchema,
        response: { 200: InboxInquirySchema, 404: MessageSchema },
      },
    },
    async (request) => {
      const updated = await markInquiryRead(db, request.params.id, request.body.read, now());
      if (!updated) throw new HttpError(404, NOT_FOUND);
      return updated;
    },
  );
  app.get(
    ADMIN_CALLS.inquiryReplies,
    { schema: { params: InquiryParamsSchema, response: { 200: InquiryReplyListSchema } } },
    (request) => listReplies(db, request.params.id),
  );
  app.post(
    ADMIN_CALLS.inquiryReply,
    {
      schema: {
        params: InquiryParamsSchema,
        body: InquiryReplyInputSchema,
        response: { 201: InquiryReplySchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) => {
      const sent = await sendInquiryReply(
        { db, wake, now },
        request.params.id,
        request.body.message,
        request.admin!.userId,
      );
      return reply.status(201).send(sent);
    },
  );
};
