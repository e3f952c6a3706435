import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import type { WakeLoop } from '../../background/loop';
import type { Db } from '../../core/db/index';
import { linkPageRoutes } from '../../routes/link-page';
import type { RenderPublicPage } from '../../services/pages/page-answer';
import type { NotifyWaitlist } from '../waitlists/index';
import { adminListPageRoutes } from './admin-list-page-routes';
import { adminAudienceRoutes } from './admin-routes';
import { adminSuppressionRoutes } from './admin-suppression-routes';
import { createConfirmLinks } from './confirm-link';
import { confirmRoutes } from './confirm-routes';
import { type Enrolment, enrolWaitlistMember } from './enrol-visitor';
import { confirmLinkPage, unsubscribeLinkPage } from './link-pages';
import { audienceRoutes } from './public-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

export { getAudienceSettings } from './audience-settings';
export { type BounceMailbox, openBounceMailbox } from './bounces/bounce-mailbox';
export { createBounceReader } from './bounces/bounce-reader';
export { createBounceSchedule } from './bounces/bounce-schedule';
export { bounceSecret } from './bounces/bounce-secret';
export { confirmationBudgetSpent } from './confirmation-deliveries';
export { createConfirmationSender } from './confirmation-sender';
export { type Enrolment, enrolSubscriber, enrolWaitlistMember } from './enrol-visitor';
export { listSubscribers } from './subscribers';

/*
 * Audience: the newsletter's subscribers and the consent behind every list. A visitor subscribes
 * (public-routes, or the form posted without script) or joins a waitlist; with double opt-in on,
 * an address stays pending until its emailed link is confirmed (enrol-visitor, the queue of
 * confirmation emails paced per mailbox and capped per hour in confirmation-deliveries, sent by
 * confirmation-sender with a signed link from confirmation-token, read and acted on by
 * confirm-link, its JSON calls in confirm-routes and its page in link-pages). Every newsletter
 * carries its reader's unsubscribe link (unsubscribe-link, unsubscribe-routes and the page; the
 * signed token itself is shared by every kind of mail, in services/opt-out). Bounces and
 * complaints read from the bounce mailbox suppress addresses (bounces/). The owner's tabs: the
 * Newsletter and Waitlist lists, the double opt-in setting and its hour's cap (admin-routes,
 * admin-list-page-routes), and the suppressed addresses (admin-suppression-routes).
 */

export interface AudienceModuleOptions {
  db: Db;
  wake: WakeLoop;
  /** CONFIRMATION_EMAILS_PER_HOUR: confirmation emails sent in an hour at most, every address together. */
  confirmationsPerHour: number;
  /** A waitlist member confirmed after their piece came back is emailed at once. */
  notifyWaitlist: NotifyWaitlist;
}

/** The double opt-in, for the lists other modules keep (a waitlist's join, with or without script). */
export interface AudienceEnrolments {
  enrolWaitlistMember(join: {
    email: string;
    sculptureType: string;
    sculptureId?: number;
  }): Promise<Enrolment>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The audience module's double opt-in, one for every list. */
    audience: AudienceEnrolments;
  }
}

const audienceModule: FastifyPluginAsync<AudienceModuleOptions> = async (app, options) => {
  const { db, confirmationsPerHour } = options;
  const links = createConfirmLinks({ db, notifyWaitlist: options.notifyWaitlist });
  const mail = { perHour: confirmationsPerHour, wake: options.wake };
  app.decorate('audience', {
    enrolWaitlistMember: (join) => enrolWaitlistMember(db, join, mail),
  } satisfies AudienceEnrolments);
  await app.register(
    async (api) => {
      await api.register(audienceRoutes, { db, mail });
      await api.register(confirmRoutes, { links });
      await api.register(unsubscribeRoutes, { db });
    },
    { prefix: API_PREFIX },
  );
  await app.register(
    async (admin) => {
      await admin.register(adminAudienceRoutes, { db, confirmationsPerHour });
      await admin.register(adminListPageRoutes, { db });
      await admin.register(adminSuppressionRoutes, { db });
    },
    { prefix: ADMIN_API_PREFIX },
  );
};

/** One Fastify plugin: the public subscribe, confirm and unsubscribe calls, and the owner's audience tabs. */
export const audiencePlugin = fp(audienceModule, { name: 'audience', dependencies: ['challenge'] });

export interface AudiencePagesOptions {
  db: Db;
  notifyWaitlist: NotifyWaitlist;
  renderPublicPage: RenderPublicPage;
}

/**
 * The pages an email's link opens (/confirm and /unsubscribe), working before and without their
 * script. Registered apart from audiencePlugin, once the page renderer exists.
 */
export const audiencePagesPlugin = fp<AudiencePagesOptions>(
  async (app, { db, notifyWaitlist, renderPublicPage }) => {
    const links = createConfirmLinks({ db, notifyWaitlist });
    await app.register(linkPageRoutes, { page: confirmLinkPage(links), renderPublicPage });
    await app.register(linkPageRoutes, { page: unsubscribeLinkPage(db), renderPublicPage });
  },
  { name: 'audience-pages', dependencies: ['audience'] },
);
