import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { MailSettingsSchema } from '../../../contract/mail-settings';
import { routesNeed } from '../../core/http/route-config';
import type { StudioInbox } from '../../core/mail/studio-inbox';

/** Where the studio's mail goes: the dashboard warns while readers' answers would go nowhere. */
export const adminMailSettingRoutes: FastifyPluginAsyncZod<{ studioInbox: StudioInbox }> = async (
  app,
  { studioInbox },
) => {
  app.addHook('onRoute', routesNeed('manager'));
  app.get(ADMIN_CALLS.mailSettings, { schema: { response: { 200: MailSettingsSchema } } }, () =>
    studioInbox.settings(),
  );
};
