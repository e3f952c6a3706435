import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../../contract/common';
import { PopupSettingsInputSchema, PopupSettingsSchema } from '../../../contract/popup-settings';
import {
  SiteSettingInputSchema,
  SiteSettingKeyParamsSchema,
  SiteSettingKeySchema,
  SiteSettingSchema,
  SiteSettingValueSchema,
} from '../../../contract/site-settings';
import type { Db } from '../../db/index';
import { getPopupSettings, savePopupSettings } from '../../repositories/popup-settings';
import { getSiteSetting, saveSiteSetting } from '../../repositories/site-settings';

export const adminSettingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/site-settings/:key',
    {
      schema: {
        params: SiteSettingKeyParamsSchema,
        response: { 200: SiteSettingValueSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const key = SiteSettingKeySchema.safeParse(request.params.key);
      if (!key.success) return reply.status(404).send({ message: `Unknown setting: ${request.params.key}` });
      return { value: await getSiteSetting(db, key.data) };
    },
  );

  /** Saves a setting; null removes it (§3). Only the keys of §3 pass the schema. */
  app.post(
    '/api/admin/site-settings',
    { schema: { body: SiteSettingInputSchema, response: { 200: SiteSettingSchema } } },
    async (request) => ({
      key: request.body.key,
      value: await saveSiteSetting(db, request.body.key, request.body.value),
    }),
  );

  app.get('/api/admin/popup-settings', { schema: { response: { 200: PopupSettingsSchema } } }, () =>
    getPopupSettings(db),
  );

  app.post(
    '/api/admin/popup-settings',
    { schema: { body: PopupSettingsInputSchema, response: { 200: PopupSettingsSchema } } },
    (request) => savePopupSettings(db, request.body),
  );
};
