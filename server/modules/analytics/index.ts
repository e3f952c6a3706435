import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import { createIntervalLoop } from '../../core/background/interval-loop';
import { reservations } from '../../db/schema';
import { adminAnalyticsRoutes } from './admin-routes';
import { asksNotToBeCounted, beaconRoute } from './beacon-route';
import { createCountedPages } from './counted-pages';
import { noteDropStock } from './drop-stock';
import { createVisitCounter, FLUSH_INTERVAL_MS } from './visit-counter';

/*
 * Analytics: what happened on the site and at each drop, counted without a cookie, a stored
 * address or anything that names a visitor (decision 45). A beacon from each page view is counted
 * by page, hour and source, its visitor told apart from others for one day by a salted hash; the
 * release scheduler notes each drop and its waitlist, and the counts of numbers left are noted as
 * they move, for the drop report and its chart of the minute.
 */

export interface Analytics {
  /** Writes what this instance counted, and notes the numbers left of the pieces being dropped. */
  flush(): Promise<void>;
  /** The numbers left moved (a hold, a sale, a lapse): noted for the chart of the minute. */
  stockMoved(): void;
  /**
   * Keeps with a new reservation where its collector's first counted visit of the day came from
   * (nothing for a visitor not counted, or asking not to be). Never fails the reservation.
   */
  keepSource(request: FastifyRequest, reservationId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

const analyticsModule: FastifyPluginAsync = async (app) => {
  const { db, clock } = app;
  const now = () => clock.now();
  const counter = createVisitCounter({ db, now });
  const countedPath = createCountedPages(db, () => now().getTime(), app.contentVersion);
  // One note at a time; a move during a note is noted again after it (that note may have read before it).
  // Each note carries the time of the move it was asked for (read when the move was made).
  let stockNoting: Promise<void> = Promise.resolve();
  let stockAgain: Promise<void> | undefined;
  let movedAt = now();
  const noteStock = () => {
    movedAt = now();
    stockAgain ??= stockNoting
      .catch(() => {})
      .then(() => {
        stockAgain = undefined;
        stockNoting = noteDropStock(db, movedAt);
        return stockNoting;
      });
    return stockAgain;
  };
  const analytics: Analytics = {
    async flush() {
      await Promise.all([counter.flush(), noteStock()]);
    },
    stockMoved() {
      noteStock().catch((error: unknown) => app.log.error({ err: error }, 'numbers left could not be noted'));
    },
    async keepSource(request, reservationId) {
      if (asksNotToBeCounted(request)) return;
      try {
        const source = await counter.sourceOf(request.ip, request.headers['user-agent'] ?? '');
        if (source === null) return;
        await db.update(reservations).set({ source }).where(eq(reservations.id, reservationId));
      } catch (error) {
        request.log.error({ err: error }, 'the visit source of a reservation could not be kept');
      }
    },
  };
  app.decorate('analytics', analytics);
  app.background.add(
    'analytics',
    createIntervalLoop({
      pass: () => analytics.flush(),
      intervalMs: FLUSH_INTERVAL_MS,
      clock,
      onError: (error) => app.log.error({ err: error }, 'visit counts could not be written'),
    }),
  );
  // What was counted since the last beat is written as the instance stops.
  app.addHook('onClose', () => counter.flush().catch(() => {}));
  await app.register(beaconRoute, { prefix: API_PREFIX, counter, countedPath });
  await app.register(adminAnalyticsRoutes, { prefix: ADMIN_API_PREFIX, db, clock, flush: analytics.flush });
};

/** One Fastify plugin; registered before the reservation routes, which keep a visit's source through it. */
export const analyticsPlugin = fp(analyticsModule, { name: 'analytics', dependencies: [] });
