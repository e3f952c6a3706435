import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import {
  AudienceSettingsSchema,
  ConfirmationCapSchema,
  SubscriberListSchema,
  WaitlistMemberListSchema,
} from '../../../contract/audience';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { listWaitlistMembers } from '../waitlists/index';
import { getAudienceSettings, saveAudienceSettings } from './audience-settings';
import { confirmationCapState } from './confirmation-deliveries';
import { listSubscribers } from './subscribers';

/** The lists behind the dashboard's audience count cards and tabs, and who must confirm. */
export const adminAudienceRoutes: FastifyPluginAsyncZod<{ db: Db; confirmationsPerHour: number }> = async (
  app,
  { db, confirmationsPerHour },
) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(ADMIN_CALLS.newsletters, { schema: { response: { 200: SubscriberListSchema } } }, () =>
    listSubscribers(db),
  );
  app.get(ADMIN_CALLS.waitlists, { schema: { response: { 200: WaitlistMemberListSchema } } }, () =>
    listWaitlistMembers(db),
  );
  app.get(ADMIN_CALLS.audienceSettings, { schema: { response: { 200: AudienceSettingsSchema } } }, () =>
    getAudienceSettings(db),
  );
  /** Whether the hour's cap of confirmation emails is reached: the Double Opt-In card says so. */
  app.get(ADMIN_CALLS.confirmationCap, { schema: { response: { 200: ConfirmationCapSchema } } }, () =>
    confirmationCapState(db, confirmationsPerHour),
  );
  /** Turning double opt-in off confirms no one: who is pending stays pending until they confirm. */
  app.post(
    ADMIN_CALLS.audienceSettings,
    { schema: { body: AudienceSettingsSchema, response: { 200: AudienceSettingsSchema } } },
    (request) => saveAudienceSettings(db, request.body),
  );
};
