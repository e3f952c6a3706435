import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { MessageSchema } from '../../../contract/common';
import { normalizeEmail } from '../../../contract/email-address';
import { isMediaSettingKey, VideoRefusalSchema } from '../../../contract/media';
import { PopupSettingsInputSchema, PopupSettingsSchema } from '../../../contract/popup-settings';
import { EMAIL_SETTING_KEYS } from '../../../contract/site-setting-keys';
import {
  SiteSettingInputSchema,
  type SiteSettingKey,
  SiteSettingKeyParamsSchema,
  SiteSettingKeySchema,
  SiteSettingSchema,
  SiteSettingValueSchema,
} from '../../../contract/site-settings';
import { ROLE_REFUSED_MESSAGE } from '../../../contract/staff';
import type { Db } from '../../core/db/index';
import { routesNeed } from '../../core/http/route-config';
import { HttpError } from '../../core/http-error';
import type { MediaLibrary, UploadService, VideoChecks } from '../media/index';
import { hasFreshProof, refuseForProof } from '../staff/index';
import { getPopupSettings, savePopupSettings } from './popup-settings';
import { saveMediaSetting, VideoRefusedError, withSettingImageMeta } from './site-media-setting';
import { getSiteSetting, saveSiteSetting } from './site-settings';

const isEmailSettingKey = (key: SiteSettingKey) => (EMAIL_SETTING_KEYS as readonly string[]).includes(key);

/** An address is stored as every address is (its domain lowercased); other texts as sent. */
const storedForm = (key: SiteSettingKey, value: string | null) =>
  key === 'reply-to-email' && value !== null ? normalizeEmail(value) : value;

export const adminSettingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  uploads: UploadService;
  media: MediaLibrary;
  checks: VideoChecks;
  /** The sign-in's clock: mail settings need proof from within the last few minutes by it. */
  now: () => Date;
}> = async (app, { db, uploads, media, checks, now }) => {
  app.addHook('onRoute', routesNeed('editor'));
  app.get(
    ADMIN_CALLS.siteSetting,
    {
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

  /**
   * Saves a setting; null removes it. Only the keys of pass the schema. For hero and
   * artist media, an upload URL of ours is checked and stored as the file's /media path; an
   * uploaded video must pass the video test first, else 422 with the test and nothing changed.
   */
  app.post(
    ADMIN_CALLS.siteSettings,
    {
      schema: {
        body: SiteSettingInputSchema,
        response: {
          200: SiteSettingSchema,
          400: MessageSchema,
          403: MessageSchema,
          404: MessageSchema,
          409: MessageSchema,
          413: MessageSchema,
          415: MessageSchema,
          422: VideoRefusalSchema,
        },
      },
    },
    async (request, reply) => {
      const { key, value } = request.body;
      // What the site's emails say of it, and where answers go: mail settings, the Owner's.
      if (isEmailSettingKey(key)) {
        if (request.admin?.role !== 'owner') throw new HttpError(403, ROLE_REFUSED_MESSAGE);
        if (!hasFreshProof(request, now())) return refuseForProof(reply);
      }
      if (!isMediaSettingKey(key))
        return { key, value: await saveSiteSetting(db, key, storedForm(key, value)) };
      try {
        return { key, ...(await saveMediaSetting({ db, uploads, media, checks }, key, value)) };
      } catch (error) {
        if (!(error instanceof VideoRefusedError)) throw error;
        return reply.status(422).send({ message: error.message, videoTest: error.videoTest });
      }
    },
  );

  app.get(ADMIN_CALLS.popupSettings, { schema: { response: { 200: PopupSettingsSchema } } }, () =>
    getPopupSettings(db),
  );

  app.post(
    ADMIN_CALLS.popupSettings,
    { schema: { body: PopupSettingsInputSchema, response: { 200: PopupSettingsSchema } } },
    (request) => savePopupSettings(db, request.body),
  );
};
