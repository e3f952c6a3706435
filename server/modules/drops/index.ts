import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createReleaseScheduler } from './release-scheduler';

export { isMediaHeldBack, piecesUsingMedia } from './piece-media';

/*
 * Drops: a piece locked until its release time, then released by itself. Reads decide the lock by
 * the clock (contract/lock-state.ts); this module adds the release scheduler (release-scheduler,
 * on the queries of releases and the next moment a page changes, release-clock), which records
 * each release on time, moves every cached answer on, starts the newsletters waiting for it and
 * tells the piece's waitlist; and which media a locked piece holds back (piece-media), for the
 * media routes and the newsletters. A locked piece's public read (its teaser) is the sculptures
 * module's.
 */

const dropsModule: FastifyPluginAsync = async (app) => {
  const { background, log } = app;
  /** Records scheduled releases on time, keeps no cached answer past them, tells the waitlists. */
  background.add(
    'release-scheduler',
    createReleaseScheduler({
      db: app.db,
      version: app.contentVersion,
      log,
      clock: app.clock,
      onReleased: (pieces) => {
        // Newsletters waiting for these pieces go now, not at the scheduler's next poll.
        background.wake('campaign-scheduler');
        for (const piece of pieces) {
          // Should this fail, the Waitlists tab shows the piece available and not emailed ("Notify now").
          app.waitlists.notify(piece.id).catch((error: unknown) => {
            log.error({ err: error, sculptureId: piece.id }, 'waitlist emails could not be queued');
          });
        }
      },
    }),
  );
};

/** One Fastify plugin: the release scheduler, added to the background loops; a release tells the waitlists. */
export const dropsPlugin = fp(dropsModule, { name: 'drops', dependencies: ['waitlists'] });
