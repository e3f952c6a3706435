import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { RetentionSettingsSchema } from '../../../contract/retention';
import type { WakeLoop } from '../../core/background/loop';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { getRetentionSettings, saveRetentionSettings } from './retention-settings';

/** The Site Settings card "Data retention": how long closed inquiries and ended reservations are kept. */
export const adminRetentionRoutes: FastifyPluginAsyncZod<{ db: Db; wake: WakeLoop }> = async (
  app,
  { db, wake },
) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(ADMIN_CALLS.retentionSettings, { schema: { response: { 200: RetentionSettingsSchema } } }, () =>
    getRetentionSettings(db),
  );
  app.put(
    ADMIN_CALLS.retentionSettings,
    // How long personal data is kept (and so when it is erased) is the Owner's to set.
    {
      config: { role: 'owner', proof: true },
      schema: { body: RetentionSettingsSchema, response: { 200: RetentionSettingsSchema } },
    },
    async (request) => {
      const saved = await saveRetentionSettings(db, request.body);
      // A shorter time applies now, not within the hour.
      wake('data-retention');
      return saved;
    },
  );
};
