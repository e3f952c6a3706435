import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { AdminMeSchema } from '../../../contract/staff';
import type { Db } from '../../db/index';
import { HttpError } from '../../http-error';
import { routesNeed } from '../../routes/route-config';
import { findStaffMember } from './accounts';

/** The signed-in person's own account: every role may read it. */
export const meRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRoute', routesNeed('editor'));
  app.get(ADMIN_CALLS.me, { schema: { response: { 200: AdminMeSchema } } }, async (request) => {
    const me = await findStaffMember(db, request.admin!.userId);
    // The auth hook found the session a moment ago; an account removed since has no "me".
    if (!me) throw new HttpError(401, 'Unauthorized');
    return { id: me.id, username: me.username, email: me.email, role: me.role };
  });
};
