import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import { adminDrawRoutes } from './admin-routes';
import { drawPageRoutes } from './draw-page-routes';
import { createDrawsLoop } from './draws-loop';
import { createDrawsService, type DrawsService } from './draws-service';
import { drawRoutes } from './public-routes';

export { DRAWS_ACTIVITY } from './activity';
export { type CollectorDrawEntry, confirmOwnEntry, entriesOfMailbox } from './collector-entries';
export type { DrawsService } from './draws-service';
export { DRAW_ENTRY_MAIL_KIND } from './mail/entry-mail';

/*
 * Draws: a size sold by a draw instead of first come (decision 42). Entries open at the release
 * for the owner's window, one per inbox, each confirmed by its emailed link; at the close the
 * list of confirmed codes is published, then the seed committed to before entries opened and the
 * order it gives; the first drawn are held a number each (the reservation line, and from there
 * an order as in Sales), the rest wait in the drawn order. Anyone can redo the draw on its page.
 */

declare module 'fastify' {
  interface FastifyInstance {
    draws: DrawsService;
  }
}

const drawsModule: FastifyPluginAsync = async (app) => {
  const draws = createDrawsService({
    db: app.db,
    now: () => app.clock.now(),
    publicUrl: app.publicUrl,
    // Entry emails were queued in the outbox.
    mailQueued: () => app.background.wake('mail-outbox'),
    // A draw held numbers and queued reservation emails: their sender looks, counts are stale.
    drawn: async () => {
      app.background.wake('reservation-sender');
      await app.contentVersion.changed();
    },
  });
  app.decorate('draws', draws);
  app.background.add(
    'draws',
    createDrawsLoop(draws, app.clock, (error) => app.log.error({ err: error }, 'the draws sweep failed')),
  );
  await app.register(drawRoutes, { prefix: API_PREFIX, draws });
  await app.register(adminDrawRoutes, { prefix: ADMIN_API_PREFIX, draws });
  // A draw's page: its commitment, entries, list, seed and order, working without script.
  await app.register(drawPageRoutes, { draws, renderPublicPage: app.renderPublicPage });
};

/** One Fastify plugin: entries, the draw and its loop, the owner's routes and the draw's page. */
export const drawsPlugin = fp(drawsModule, { name: 'draws' });
