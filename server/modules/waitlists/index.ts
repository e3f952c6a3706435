import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import { linkPageRoutes } from '../../core/http/link-page';
import { NEWSLETTER_CONCURRENCY } from '../newsletters/index';
import { adminWaitlistRoutes } from './admin-routes';
import { waitlistLeaveLinkPage } from './leave-link-page';
import { waitlistLeaveRoutes } from './leave-routes';
import { createWaitlistNotifier, type NotifyWaitlist } from './notify-waitlist';
import { createWaitlistSender } from './waitlist-sender';

export {
  confirmWaitlistMember,
  findWaitlistMember,
  joinWaitlist,
  leaveWaitlist,
  listWaitlistMembers,
  memberPieceTitle,
  pageWaitlistMembers,
} from './members';
export type { NotifyWaitlist } from './notify-waitlist';
export { tellWaitlistIfMadeAvailable } from './when-made-available';

/*
 * Waitlists: visitors waiting for a piece, and the one email that tells them it is available.
 * Visitors join through the audience module (its double opt-in, one for every list, takes the
 * join call and the form posted without script, and confirms); the members'
 * queries (members), the queue of "it is available" emails and which pieces count as available (deliveries), queuing them when a piece becomes
 * available again (notify-waitlist, when-made-available), sending them, each with its member's
 * leave link (waitlist-sender, waitlist-message, leave-token), the leave link's page and its
 * one-click call (leave-link, leave-link-page, leave-routes), and the owner's Waitlists tab
 * (admin-routes).
 */

declare module 'fastify' {
  interface FastifyInstance {
    waitlists: {
      /**
       * Queues "it is available" to a piece's waitlist if it is available now, and wakes the
       * sender: every feature that makes a piece available again (a release, a number given
       * back, an edit) calls it.
       */
      notify: NotifyWaitlist;
    };
  }
}

const waitlistsModule: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const notifyWaitlist = createWaitlistNotifier(db, app.background.wake);
  app.decorate('waitlists', { notify: notifyWaitlist });
  if (app.mailSending) {
    app.background.add(
      'waitlist-sender',
      createWaitlistSender({
        ...app.mailSending,
        publicUrl: app.publicUrl,
        concurrency: NEWSLETTER_CONCURRENCY,
      }),
    );
  }
  await app.register(waitlistLeaveRoutes, { prefix: API_PREFIX, db });
  // The leave link's page, working before (and without) its script.
  await app.register(linkPageRoutes, {
    page: waitlistLeaveLinkPage(db),
    renderPublicPage: app.renderPublicPage,
  });
  await app.register(adminWaitlistRoutes, {
    prefix: ADMIN_API_PREFIX,
    db,
    notifyWaitlist,
    pace: app.bulkPace,
  });
};

/**
 * One Fastify plugin: the notifier (app.waitlists), the sender, the leave call and page, and the
 * owner's Waitlists tab. Registered before the features that make pieces available again.
 */
export const waitlistsPlugin = fp(waitlistsModule, { name: 'waitlists' });
