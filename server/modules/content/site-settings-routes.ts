import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_SETTINGS_CALL } from '../../../contract/api-paths';
import { MessageSchema } from '../../../contract/common';
import {
  SiteSettingKeyParamsSchema,
  SiteSettingKeySchema,
  SiteSettingValueSchema,
} from '../../../contract/site-settings';
import type { Db } from '../../core/db/index';
import { CACHED_PUBLIC_ROUTE } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import type { MediaLibrary } from '../media/index';
import { withSettingImageMeta } from './site-media-setting';
import { getSiteSetting } from './site-settings';

export const siteSettingRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaLibrary }> = async (
  app,
  { db, media },
) => {
  /** A known key never saved answers {value: null}, so the client falls back to its copy without an error. */
  app.get(
    `${SITE_SETTINGS_CALL}/:key`,
    {
      ...CACHED_PUBLIC_ROUTE,
      schema: {
        params: SiteSettingKeyParamsSchema,
        response: { 200: SiteSettingValueSchema, 404: MessageSchema },
      },
    },
    async (request) => {
      const key = SiteSettingKeySchema.safeParse(request.params.key);
      if (!key.success) throw new HttpError(404, `Unknown setting: ${request.params.key}`);
      return withSettingImageMeta(media, key.data, await getSiteSetting(db, key.data));
    },
  );
};
