import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { adminNewsletterRoutes } from './admin-campaign-routes';
import { adminNewsletterDraftRoutes } from './admin-draft-routes';
import { adminNewsletterImageRoutes } from './admin-image-routes';
import { adminNewsletterTestRoutes } from './admin-test-copy-routes';
import { createCampaignScheduler } from './campaign-scheduler';
import { createNewsletterSender, NEWSLETTER_CONCURRENCY } from './newsletter-sender';

export { pieceTitle } from './campaigns';
export { findStoredNewsletter } from './drafts';
export { NEWSLETTER_CONCURRENCY } from './newsletter-sender';

/*
 * Newsletters: the owner's campaigns to the subscribers. Drafts are kept as the composer's
 * document; a send queues one copy per subscriber at once, or records a schedule that the
 * campaign scheduler starts at its time or its piece's release; the newsletter sender delivers
 * the copies exactly once, at the bulk share of the sending rate (both loops are this module's,
 * added to the background as it registers). A test copy goes while the owner waits. Every copy
 * carries its one-click unsubscribe link, signed and answered by the opt-out machinery every
 * kind of mail shares (core/mail/unsubscribe-token; the unsubscribe call and page are the
 * audience module's).
 */

export interface NewslettersModuleOptions {
  /** Longest sleep of the campaign scheduler: how soon another instance's schedule is noticed. */
  campaignPollMs?: number;
}

const newslettersModule: FastifyPluginAsync<NewslettersModuleOptions> = async (app, options) => {
  const { db, publicUrl } = app;
  const { background } = app;
  if (app.mailSending) {
    // The copies of a queued newsletter, each with its subscriber's own unsubscribe link.
    background.add(
      'newsletter-sender',
      createNewsletterSender({ ...app.mailSending, publicUrl, concurrency: NEWSLETTER_CONCURRENCY }),
    );
  }
  // Starts scheduled newsletters at their time or their piece's release, then wakes their sender.
  background.add(
    'campaign-scheduler',
    createCampaignScheduler({
      db,
      log: app.log,
      clock: app.clock,
      pollIntervalMs: options.campaignPollMs,
      onStarted: () => background.wake('newsletter-sender'),
    }),
  );
  await app.register(
    async (admin) => {
      await admin.register(adminNewsletterRoutes, {
        db,
        wake: background.wake,
        pace: app.bulkPace,
        clock: app.clock,
      });
      await admin.register(adminNewsletterDraftRoutes, { db });
      await admin.register(adminNewsletterImageRoutes, {
        uploads: app.media.uploads,
        media: app.media.library,
        publicUrl,
      });
      await admin.register(adminNewsletterTestRoutes, { db, mailer: app.mailSending?.mailer, publicUrl });
    },
    { prefix: ADMIN_API_PREFIX },
  );
};

/** One Fastify plugin: the campaigns' admin routes. */
export const newslettersPlugin = fp(newslettersModule, { name: 'newsletters', dependencies: ['media'] });
