import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ContentVersion } from '../../core/cache/content-version';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import type { NotifyWaitlist } from '../waitlists/index';
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

export interface DropsModuleOptions {
  db: Db;
  clock: Clock;
  /** Moved on at each release, and at each minute a countdown page shows. */
  contentVersion: ContentVersion;
  /** A released piece's waitlist is told it is available. */
  notifyWaitlist: NotifyWaitlist;
}

const dropsModule: FastifyPluginAsync<DropsModuleOptions> = async (app, options) => {
  const { background, log } = app;
  /** Records scheduled releases on time, keeps no cached answer past them, tells the waitlists. */
  background.add(
    'release-scheduler',
    createReleaseScheduler({
      db: options.db,
      version: options.contentVersion,
      log,
      clock: options.clock,
      onReleased: (pieces) => {
        // Newsletters waiting for these pieces go now, not at the scheduler's next poll.
        background.wake('campaign-scheduler');
        for (const piece of pieces) {
          // Should this fail, the Waitlists tab shows the piece available and not emailed ("Notify now").
          options.notifyWaitlist(piece.id).catch((error: unknown) => {
            log.error({ err: error, sculptureId: piece.id }, 'waitlist emails could not be queued');
          });
        }
      },
    }),
  );
};

/** One Fastify plugin: the release scheduler, added to the background loops. */
export const dropsPlugin = fp(dropsModule, { name: 'drops' });
