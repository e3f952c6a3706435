import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema } from '../../contract/common';
import {
  SiteSettingKeyParamsSchema,
  SiteSettingKeySchema,
  SiteSettingValueSchema,
} from '../../contract/site-settings';
import type { Db } from '../db/index';
import { getSiteSetting } from '../repositories/site-settings';
import { PUBLIC_ROUTE } from './route-config';

export const siteSettingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** A known key never saved answers {value: null}, so the client falls back to its copy without an error. */
  app.get(
    '/api/site-settings/:key',
    {
      ...PUBLIC_ROUTE,
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
};
