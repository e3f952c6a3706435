import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import type { Db } from '../../db/index';
import { meRoutes } from './me-routes';

/*
 * Staff: the studio's people and what each may do. Accounts have a role (Owner, Manager,
 * Editor: contract/staff.ts), which the auth hook checks against every admin route's
 * `config.role` (server/plugins/auth.ts); the Owner invites people by a one-time emailed link and
 * may suspend or remove them. Decision 41.
 */

export interface StaffModuleOptions {
  db: Db;
}

export const staffPlugin: FastifyPluginAsync<StaffModuleOptions> = async (app, { db }) => {
  await app.register(meRoutes, { prefix: ADMIN_API_PREFIX, db });
};
