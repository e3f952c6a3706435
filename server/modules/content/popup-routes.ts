import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POPUP_SETTINGS_CALL } from '../../../contract/api-paths';
import { PopupSettingsSchema } from '../../../contract/popup-settings';
import type { Db } from '../../core/db/index';
import { CACHED_PUBLIC_ROUTE } from '../../core/http/route-config';
import { getPopupSettings } from './popup-settings';

export const popupSettingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    POPUP_SETTINGS_CALL,
    { ...CACHED_PUBLIC_ROUTE, schema: { response: { 200: PopupSettingsSchema } } },
    () => getPopupSettings(db),
  );
};
