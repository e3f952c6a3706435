import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { registerActivityLog } from './activity-log';
import { adminActivityCsvRoutes, adminActivityRoutes } from './admin-routes';
import type { ActivitySubjects } from './subject-lookup';

export { type ActivityWrite, recordActivity, recordAutomaticActivity } from './activity-queries';
export { settingLabel } from './field-labels';
export { collectorName, inquiryName } from './person-names';
export { type ActivitySubjects, UNTITLED_NEWSLETTER } from './subject-lookup';

/*
 * Activity: who changed what, when. Every signed-in write is recorded by one hook (activity-log)
 * from what the subjects list says of its route (server/activity-subjects.ts, handed in: this
 * module knows no other feature); work done without anyone (a release, a lapse, the retention
 * sweep) is recorded by the feature with recordAutomaticActivity. The Activity tab lists and
 * exports the log (admin-routes). Decision 19.
 */

export interface ActivityModuleOptions {
  /** Every admin write route's subject, by "METHOD /path". */
  subjects: ActivitySubjects;
}

const activityModule: FastifyPluginAsync<ActivityModuleOptions> = async (app, { subjects }) => {
  // On the root: the hook sees every route registered after it.
  registerActivityLog(app, app.db, subjects);
  await app.register(adminActivityRoutes, { prefix: ADMIN_API_PREFIX, db: app.db });
  await app.register(adminActivityCsvRoutes, { prefix: ADMIN_API_PREFIX, db: app.db });
};

/** One Fastify plugin: the log's hook and the Activity tab. Registered before the features' routes. */
export const activityPlugin = fp(activityModule, { name: 'activity' });
