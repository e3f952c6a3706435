import {
  confirmLinkView,
  confirmPreviewKey,
  reservationConfirmLinkView,
  reservationConfirmPreviewKey,
  unsubscribeLinkView,
  unsubscribePreviewKey,
} from '../../contract/link-pages';
import { MESSAGES } from '../../contract/messages';
import { RESERVATION_COPY } from '../../contract/reservation-copy';
import { ROUTES } from '../../contract/routes';
import type { Db } from '../core/db/index';
import {
  type ConfirmLink,
  type ConfirmLinks,
  doneMessage,
  previewOf,
} from '../modules/audience/confirm-link';
import { CONFIRM_ROUTE } from '../modules/audience/confirm-routes';
import { unsubscribe } from '../modules/audience/subscribers';
import {
  readUnsubscribeLink,
  type UnsubscribeLink,
  unsubscribePreviewOf,
} from '../modules/audience/unsubscribe-link';
import type { ReservationDesk } from '../services/reservations/reservation-desk';
import {
  confirmReservationLink,
  isOpenToConfirm,
  type OrderAfterConfirm,
  type ReservationLink,
  readReservationLink,
  reservationDoneMessage,
  reservationPreviewOf,
} from '../services/reservations/reservation-link';
import type { LinkPage } from './link-page';
import { ONE_CLICK_ROUTE } from './one-click-form';
import { RESERVATION_LINK_ROUTE } from './reservations';

/** /confirm: a double opt-in link, confirmed on the visitor's POST. */
export function confirmLinkPage(links: ConfirmLinks): LinkPage<ConfirmLink> {
  return {
    path: ROUTES.confirm,
    route: CONFIRM_ROUTE,
    read: (token) => links.read(token),
    preview: (token, link) => [[...confirmPreviewKey(token)], confirmLinkView(previewOf(link))],
    isDone: (link) => link.confirmed,
    act: async (link, log) => {
      await links.confirm(link, log);
    },
    doneMessage,
    invalidMessage: MESSAGES.confirm.invalidLink,
  };
}

/** /unsubscribe: a newsletter's unsubscribe link, acted on by the visitor's POST. */
export function unsubscribeLinkPage(db: Db): LinkPage<UnsubscribeLink> {
  return {
    path: ROUTES.unsubscribe,
    route: ONE_CLICK_ROUTE,
    read: (token) => readUnsubscribeLink(db, token),
    preview: (token, subscriber) => [
      [...unsubscribePreviewKey(token)],
      unsubscribeLinkView(unsubscribePreviewOf(subscriber)),
    ],
    // Read before the POST acted; the landing page reads the row again.
    isDone: (subscriber) => subscriber.unsubscribedAt !== null,
    act: async (subscriber, log) => {
      await unsubscribe(db, subscriber.id);
      log.info({ subscriberId: subscriber.id }, 'newsletter subscriber unsubscribed');
    },
    doneMessage: () => MESSAGES.unsubscribe.done,
    invalidMessage: MESSAGES.unsubscribe.invalidLink,
  };
}

/** /reserve/confirm: a reservation email's link, confirmed on the collector's POST. */
export function reservationConfirmLinkPage(
  db: Db,
  desk: ReservationDesk,
  orderAfterConfirm?: OrderAfterConfirm,
): LinkPage<ReservationLink> {
  return {
    path: ROUTES.reservationConfirm,
    route: RESERVATION_LINK_ROUTE,
    read: (token) => readReservationLink(db, token),
    preview: (token, link) => [
      [...reservationConfirmPreviewKey(token)],
      reservationConfirmLinkView(reservationPreviewOf(link)),
    ],
    isDone: (link) => !isOpenToConfirm(link),
    // A hold with a price opens its order: the collector lands on its page, to pay.
    act: async (link, log) =>
      (await confirmReservationLink(db, desk, link, log, orderAfterConfirm)).orderPath,
    doneMessage: reservationDoneMessage,
    invalidMessage: RESERVATION_COPY.confirm.invalidLink,
  };
}
