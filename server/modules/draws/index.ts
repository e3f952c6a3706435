import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { adminDrawRoutes } from './admin-routes';
import { type DrawPageOptions, drawPageRoutes } from './draw-page-routes';
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

export interface DrawsModuleOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** Entry emails were queued in the outbox. */
  mailQueued: () => void;
  /** A draw held numbers and queued reservation emails: their sender looks, counts are stale. */
  drawn: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    draws: DrawsService;
  }
}

const drawsModule: FastifyPluginAsync<DrawsModuleOptions> = async (app, options) => {
  const draws = createDrawsService({
    db: options.db,
    now: () => options.clock.now(),
    publicUrl: options.publicUrl,
    mailQueued: options.mailQueued,
    drawn: options.drawn,
  });
  app.decorate('draws', draws);
  app.background.add(
    'draws',
    createDrawsLoop(draws, options.clock, (error) => app.log.error({ err: error }, 'the draws sweep failed')),
  );
  await app.register(drawRoutes, { prefix: API_PREFIX, draws });
  await app.register(adminDrawRoutes, { prefix: ADMIN_API_PREFIX, draws });
};

export const drawsPlugin = fp(drawsModule, { name: 'draws', dependencies: [] });

/** The draw page itself, registered once the page renderer exists. */
export const drawPagePlugin = fp<Omit<DrawPageOptions, 'draws'>>(
  async (app, options) => {
    await app.register(drawPageRoutes, { ...options, draws: app.draws });
  },
  { name: 'draws-page', dependencies: ['draws'] },
);
