import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { adminExportRoutes } from './admin-export-routes';
import { adminCollectorPrivacyRoutes } from './admin-privacy-routes';
import { adminRetentionRoutes } from './admin-retention-routes';
import { adminCollectorRoutes } from './admin-routes';
import { createRetentionLoop } from './retention';

export { describeHold } from './admin-privacy-routes';
export { eraseAddress, unsettledHolds } from './erase-address';
export { exportCollector } from './export-collector';
export { getRetentionSettings } from './retention-settings';

/*
 * Collectors: the people the studio deals with, and what the law gives them over their data. The
 * Collectors tab lists, searches and edits them, each with a timeline of everything they did
 * (collectors, collector-timeline, admin-routes); the owner exports one collector's data or
 * erases an address everywhere it is kept (export-collector, export-page, erase-address,
 * admin-privacy-routes); closed inquiries and ended reservations are deleted past the owner's
 * retention setting (retention-settings, retention, admin-retention-routes); and the lists export
 * as CSV (admin-export-routes). A collector erasing or exporting their own data from /account goes
 * through the same functions (the index).
 */

const collectorsModule: FastifyPluginAsync = async (app) => {
  const { db } = app;
  // Deletes closed inquiries and ended reservations past the owner's retention setting (decision 34).
  app.background.add('data-retention', createRetentionLoop({ db, log: app.log, clock: app.clock }));
  // A shorter retention time applies at once: saving it wakes the retention loop.
  const wake = app.background.wake;
  await app.register(
    async (admin) => {
      await admin.register(adminCollectorRoutes, { db });
      await admin.register(adminCollectorPrivacyRoutes, { db });
      await admin.register(adminRetentionRoutes, { db, wake });
      await admin.register(adminExportRoutes, { db });
    },
    { prefix: ADMIN_API_PREFIX },
  );
};

/** One Fastify plugin: the owner's Collectors tab, its privacy actions, retention and exports. */
export const collectorsPlugin = fp(collectorsModule, { name: 'collectors' });
