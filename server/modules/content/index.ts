import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import { aboutRoutes } from './about-routes';
import { adminAboutRoutes } from './admin-about-routes';
import { adminJournalRoutes } from './admin-journal-routes';
import { adminMailSettingRoutes } from './admin-mail-settings-routes';
import { adminSettingRoutes } from './admin-settings-routes';
import { journalRoutes } from './journal-routes';
import { popupSettingRoutes } from './popup-routes';
import { seoRoutes } from './seo-routes';
import { siteSettingRoutes } from './site-settings-routes';

export { getAbout } from './about';
export { findPublishedPost, listPublishedPosts, toJournalDto } from './journal';
export { getPopupSettings } from './popup-settings';
export { withSettingsImageMeta } from './site-media-setting';
export { getSiteSetting, getSiteSettings, swapSiteSetting } from './site-settings';

/*
 * Content: the words and pictures the owner sets for the whole site. The About page, the journal,
 * the Site Settings (texts, hero media, mail settings kept as settings), the newsletter popup,
 * and what search engines read (robots.txt and the sitemap). Public reads are
 * cached pages' data; every admin save here moves the content version on like any admin write.
 */

const contentModule: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const { library: media, uploads, videoChecks } = app.media;
  await app.register(
    async (api) => {
      await api.register(siteSettingRoutes, { db, media });
      await api.register(aboutRoutes, { db });
      await api.register(popupSettingRoutes, { db });
      await api.register(journalRoutes, { db });
    },
    { prefix: API_PREFIX },
  );
  await app.register(
    async (admin) => {
      await admin.register(adminAboutRoutes, { db });
      await admin.register(adminJournalRoutes, { db });
      await admin.register(adminSettingRoutes, {
        db,
        uploads,
        media,
        checks: videoChecks,
        // Mail settings need proof from within the last few minutes on the sign-in's clock.
        now: app.signIn.now,
      });
      await admin.register(adminMailSettingRoutes, { studioInbox: app.studioInbox });
    },
    { prefix: ADMIN_API_PREFIX },
  );
  await app.register(seoRoutes, { db, publicUrl: app.publicUrl, clock: app.clock });
};

/** One Fastify plugin: the content's public, admin and search-engine routes. */
export const contentPlugin = fp(contentModule, { name: 'content', dependencies: ['media'] });
