import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX, API_PREFIX } from '../../../contract/api-paths';
import { linkPageRoutes } from '../../core/http/link-page';
import { adminReservationRoutes } from './admin-routes';
import { reservationConfirmLinkPage } from './confirm-link-page';
import { reservationFormRoutes } from './form-routes';
import { createLapseLoop } from './lapse-loop';
import { createOwnerDigestLoop } from './owner-digest';
import { reservationRoutes } from './public-routes';
import { createReservationDesk, type ReservationDesk } from './reservation-desk';
import { createReservationSender } from './reservation-sender';

export type { ReservationDesk } from './reservation-desk';
export {
  endHoldForOrder,
  lapseHoldForOrder,
  lockReservationForOrder,
  returnSoldNumber,
  sellFreeNumberLate,
  sellHoldForOrder,
} from './reservation-records';
export { getReservationSettings } from './reservation-settings';
export { signReservationToken } from './reservation-token';

/*
 * Reservations: a collector's request for a number of a piece's size, their place in its line, the
 * hold of a number while they confirm, and its end (sold, released, lapsed). The desk
 * (reservation-desk) runs each step on the app's clock over the queries (reservation-records,
 * reservation-numbers; the line's taking of numbers is in PL/pgSQL, sql/), queues the collector's
 * email of it (reservation-deliveries, sent by reservation-sender with reservation-message and a
 * signed link: reservation-token, reservation-link) and the owner's (owner-notices, owner-digest).
 * The public call and the emailed link's page (public-routes, confirm-link-page), the owner's
 * Reservations tab (admin-routes, reservation-settings) and three loops: holds lapse
 * (lapse-loop), emails go (reservation-sender), the owner's daily digest (owner-digest). The
 * no-script form posts to it through reserveAdmitted (form-routes).
 */

export interface ReservationsModuleOptions {
  /** CONFIRMATION_EMAILS_PER_HOUR: reservation emails of requests without a challenge count in it. */
  confirmationsPerHour: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reservations' steps on the app's clock: the lapse loop's, and the tests' way to sweep now. */
    reservationDesk: ReservationDesk;
  }
}

const reservationsModule: FastifyPluginAsync<ReservationsModuleOptions> = async (
  app,
  { confirmationsPerHour },
) => {
  // Where the owner hears of reservations (NOTIFY_EMAIL, else Replies go to); null for nowhere.
  const ownerEmail = app.studioInbox.owner;
  const { db, clock, publicUrl, background } = app;
  const desk = createReservationDesk({
    db,
    clock: () => clock.now(),
    // The owner's email of a confirmed hold goes on the outbox.
    ownerNotices: { ownerEmail, publicUrl, onQueued: () => background.wake('mail-outbox') },
    // Each step's email goes with the reservation sender.
    onMailQueued: () => background.wake('reservation-sender'),
    onCountsChanged: () => {
      app.analytics.stockMoved();
      return app.contentVersion.changed();
    },
    onAvailableAgain: (sculptureId) =>
      app.waitlists.notify(sculptureId).catch((error: unknown) => {
        app.log.error({ err: error, sculptureId }, 'waitlist emails could not be queued');
      }),
  });
  app.decorate('reservationDesk', desk);

  /** Lapses reservation holds past their time and holds their numbers for the next in line. */
  background.add('reservation-lapses', createLapseLoop({ desk, log: app.log, clock }));
  if (app.mailSending) {
    /** Each step of a reservation told to its collector (held, waiting, sold, released, lapsed). */
    background.add(
      'reservation-sender',
      createReservationSender({
        ...app.mailSending,
        publicUrl,
        salesSettings: async () => (await app.sales.settingsView()).settings,
      }),
    );
    /** Once a day, the owner's email of the holds waiting for their decision (on the outbox). */
    background.add(
      'owner-digest',
      createOwnerDigestLoop({
        db,
        log: app.log,
        clock,
        ownerEmail,
        publicUrl,
        onQueued: () => background.wake('mail-outbox'),
      }),
    );
  }

  // Where a confirmed hold sends its collector: the order the sales module opens for it.
  const orderAfterConfirm = (reservationId: number) => app.sales.orderPathAfterConfirm(reservationId);
  await app.register(reservationRoutes, {
    prefix: API_PREFIX,
    db,
    desk,
    orderAfterConfirm,
    challenge: app.challenge,
    confirmationsPerHour,
  });
  await app.register(adminReservationRoutes, { prefix: ADMIN_API_PREFIX, db, desk });
  // The reservation form as the browser posts it without script.
  await app.register(reservationFormRoutes, {
    db,
    confirmationsPerHour,
    renderPublicPage: app.renderPublicPage,
    reservationDesk: desk,
    challenge: app.challenge,
  });
  // The emailed link's page (/reserve/confirm), working without script.
  await app.register(linkPageRoutes, {
    page: reservationConfirmLinkPage(db, desk, orderAfterConfirm),
    renderPublicPage: app.renderPublicPage,
  });
};

/**
 * One Fastify plugin: the desk (app.reservationDesk), its loops, the public call, the owner's
 * tab and the confirm link's page. A confirmed hold opens its order through the sales module, a request passes the challenge
 * gate, a move of the counts is told to analytics and a number back to a Sold Out piece to its
 * waitlist: those four are registered first.
 */
export const reservationsPlugin = fp(reservationsModule, {
  name: 'reservations',
  dependencies: ['sales', 'challenge', 'analytics', 'waitlists'],
});
