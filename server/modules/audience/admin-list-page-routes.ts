import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import {
  ListPageQuerySchema,
  SubscriberPageSchema,
  WaitlistMemberPageSchema,
  WaitlistPageQuerySchema,
} from '../../../contract/list-pages';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { pageWaitlistMembers } from '../waitlists/index';
import { pageSubscribers } from './subscribers';

/**
 * The dashboard's subscriber and waitlist lists, one searched page at a time (the spec's
 * GET /api/admin/newsletters and /api/admin/waitlists still answer every row, as they did).
 */
export const adminListPageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(
    ADMIN_CALLS.subscribers,
    { schema: { querystring: ListPageQuerySchema, response: { 200: SubscriberPageSchema } } },
    (request) => pageSubscribers(db, request.query),
  );
  app.get(
    ADMIN_CALLS.waitlistMembers,
    { schema: { querystring: WaitlistPageQuerySchema, response: { 200: WaitlistMemberPageSchema } } },
    (request) => pageWaitlistMembers(db, request.query),
  );
};
