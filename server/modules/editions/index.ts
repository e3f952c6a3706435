import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { adminEditionRoutes } from './admin-routes';

export {
  countEditions,
  type EditionCount,
  holdNextAvailableNumber,
  listEditionNumbers,
  lockSculptureForEditions,
  releaseHeldNumber,
  resizeEdition,
} from './edition-numbers';
export { editedEditionSizes, initialEditionSizes, writeEditionSizes } from './edition-sizes';
export { type EditionStatusChange, settleEditionStatus } from './edition-status';

/*
 * Editions: the register of a piece's numbered editions, every number of every size (12 inch
 * "100", 54 inch "450") with its state (available, held, sold, withheld) and its collector. The
 * register's queries and the one lock every change of a piece's numbers takes (edition-numbers),
 * a piece's sizes growing or shrinking with its edit (edition-sizes), the rule by which the
 * register sets the piece Sold Out or Available again (edition-status), and the owner's Editions
 * tab (admin-routes; a number a reservation holds is settled under Reservations: number-holder).
 * Reservations and sales hold and sell numbers through these; no one else writes the register.
 */

const editionsModule: FastifyPluginAsync = async (app) => {
  // A number made available again by hand tells the piece's waitlist.
  await app.register(adminEditionRoutes, {
    prefix: ADMIN_API_PREFIX,
    db: app.db,
    notifyWaitlist: app.waitlists.notify,
  });
};

/** One Fastify plugin: the owner's Editions tab. */
export const editionsPlugin = fp(editionsModule, { name: 'editions', dependencies: ['waitlists'] });
