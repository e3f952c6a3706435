import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import { linkPageRoutes } from '../../core/http/link-page';
import { adminListPageRoutes } from './admin-list-page-routes';
import { adminAudienceRoutes } from './admin-routes';
import { adminSuppressionRoutes } from './admin-suppression-routes';
import type { BounceMailbox } from './bounces/bounce-mailbox';
import { createBounceReader } from './bounces/bounce-reader';
import { createBounceSchedule } from './bounces/bounce-schedule';
import { bounceSecret } from './bounces/bounce-secret';
import { createConfirmLinks } from './confirm-link';
import { confirmRoutes } from './confirm-routes';
import { createConfirmationSender } from './confirmation-sender';
import type { ConfirmationMail } from './enrol-visitor';
import { newsletterFormRoutes } from './form-routes';
import { confirmLinkPage, unsubscribeLinkPage } from './link-pages';
import { audienceRoutes } from './public-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';
import { waitlistFormRoutes } from './waitlist-form-routes';
import { waitlistJoinRoutes } from './waitlist-join-routes';

export { getAudienceSettings } from './audience-settings';
export { type BounceMailbox, openBounceMailbox } from './bounces/bounce-mailbox';
export { bounceSecret } from './bounces/bounce-secret';
export { confirmationBudgetSpent } from './confirmation-deliveries';
export { listSubscribers } from './subscribers';

/*
 * Audience: the newsletter's subscribers and the consent behind every list. A visitor subscribes
 * (public-routes, or form-routes without script) or joins a piece's waitlist
 * (waitlist-join-routes, or waitlist-form-routes without script; the list itself is the waitlists
 * module's); with double opt-in on, an address stays pending until its emailed link
 * is confirmed (enrol-visitor; the queue of confirmation emails, paced per mailbox and capped per
 * hour, in confirmation-deliveries; sent by confirmation-sender with a signed link from
 * confirmation-token; read and acted on by confirm-link, its JSON calls in confirm-routes and its
 * page in link-pages). Every newsletter carries its reader's unsubscribe link (unsubscribe-link,
 * unsubscribe-routes and the page; the signed token itself, which every kind of mail carries,
 * is core's, core/mail/unsubscribe-token, so that no feature's index closes a cycle). Bounces and complaints
 * read from the bounce mailbox suppress addresses (bounces/). The owner's tabs: the Newsletter
 * and Waitlist lists, the double opt-in setting and its hour's cap (admin-routes,
 * admin-list-page-routes), and the suppressed addresses (admin-suppression-routes).
 */

export interface AudienceModuleOptions {
  /** CONFIRMATION_EMAILS_PER_HOUR: confirmation emails sent in an hour at most, every address together. */
  confirmationsPerHour: number;
  /** BOUNCE_MAILBOX_URL's mailbox: read for bounces and complaints when given. */
  bounceMailbox?: BounceMailbox;
  /** BOUNCE_POLL_SECONDS: how long after one read of the bounce mailbox the next one starts. */
  bouncePollMs?: number;
}

const audienceModule: FastifyPluginAsync<AudienceModuleOptions> = async (app, options) => {
  const { db } = app;
  const mail: ConfirmationMail = { perHour: options.confirmationsPerHour, wake: app.background.wake };
  // Double opt-in "please confirm" emails, where there is a mailer.
  if (app.mailSending) {
    app.background.add(
      'confirmation-sender',
      createConfirmationSender({ ...app.mailSending, publicUrl: app.publicUrl }),
    );
  }
  // Reads the bounce mailbox: bounces and complaints suppress addresses. Every instance may: a
  // report counts once however often it is read (decision 28).
  if (options.bounceMailbox) {
    const reader = createBounceReader({
      db,
      mailbox: options.bounceMailbox,
      secret: () => bounceSecret(db),
      log: app.log,
    });
    app.background.add(
      'bounce-reader',
      createBounceSchedule(reader, { intervalMs: options.bouncePollMs, log: app.log, clock: app.clock }),
    );
  }

  const links = createConfirmLinks({ db, notifyWaitlist: app.waitlists.notify });
  await app.register(
    async (api) => {
      await api.register(audienceRoutes, { db, mail });
      await api.register(waitlistJoinRoutes, { db, mail });
      await api.register(confirmRoutes, { links });
      await api.register(unsubscribeRoutes, { db });
    },
    { prefix: API_PREFIX },
  );
  await app.register(
    async (admin) => {
      await admin.register(adminAudienceRoutes, { db, confirmationsPerHour: options.confirmationsPerHour });
      await admin.register(adminListPageRoutes, { db });
      await admin.register(adminSuppressionRoutes, { db });
    },
    { prefix: ADMIN_API_PREFIX },
  );
  await app.register(newsletterFormRoutes, { db, mail });
  await app.register(waitlistFormRoutes, { db, mail });
  // The pages an email's link opens, working before (and without) their script.
  const renderPublicPage = app.renderPublicPage;
  await app.register(linkPageRoutes, { page: confirmLinkPage(links), renderPublicPage });
  await app.register(linkPageRoutes, { page: unsubscribeLinkPage(db), renderPublicPage });
};

/**
 * One Fastify plugin: the subscribe, waitlist join, confirm and unsubscribe calls and pages (the
 * newsletter's and the waitlist's forms posted without script too), the confirmation
 * sender and bounce reader loops, and the owner's audience tabs.
 */
export const audiencePlugin = fp(audienceModule, {
  name: 'audience',
  dependencies: ['waitlists', 'challenge'],
});
