import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import type { SendingPace } from '../../../contract/sending-pace';
import type { Db } from '../../core/db/index';
import { adminWaitlistRoutes } from './admin-routes';
import { waitlistJoinRoutes } from './join-routes';
import { waitlistLeaveRoutes } from './leave-routes';
import type { NotifyWaitlist } from './notify-waitlist';

export { waitlistLeaveLinkPage } from './leave-link-page';
export {
  confirmWaitlistMember,
  findWaitlistMember,
  joinWaitlist,
  leaveWaitlist,
  listWaitlistMembers,
  memberPieceTitle,
  pageWaitlistMembers,
} from './members';
export { createWaitlistNotifier, type NotifyWaitlist } from './notify-waitlist';
export { createWaitlistSender } from './waitlist-sender';
export { tellWaitlistIfMadeAvailable } from './when-made-available';

/*
 * Waitlists: visitors waiting for a piece, and the one email that tells them it is available.
 * The join call (join-routes) and its form posted without script enrol through the audience
 * module's double opt-in (app.audience, one for every list), which also confirms; the members'
 * queries (members), the queue of "it is available" emails and which pieces count as available (deliveries), queuing them when a piece becomes
 * available again (notify-waitlist, when-made-available), sending them, each with its member's
 * leave link (waitlist-sender, waitlist-message, leave-token), the leave link's page and its
 * one-click call (leave-link, leave-link-page, leave-routes), and the owner's Waitlists tab
 * (admin-routes).
 */

export interface WaitlistsModuleOptions {
  db: Db;
  notifyWaitlist: NotifyWaitlist;
  /** What newsletters and waitlist emails may take of the sending rate: the Waitlists tab tells it. */
  pace: SendingPace | null;
}

const waitlistsModule: FastifyPluginAsync<WaitlistsModuleOptions> = async (
  app,
  { db, notifyWaitlist, pace },
) => {
  await app.register(waitlistJoinRoutes, { prefix: API_PREFIX });
  await app.register(waitlistLeaveRoutes, { prefix: API_PREFIX, db });
  await app.register(adminWaitlistRoutes, { prefix: ADMIN_API_PREFIX, db, notifyWaitlist, pace });
};

/** One Fastify plugin: the join and leave calls and the owner's Waitlists tab. */
export const waitlistsPlugin = fp(waitlistsModule, { name: 'waitlists', dependencies: ['challenge'] });
