import { reservationConfirmLinkView, reservationConfirmPreviewKey } from '../../../contract/link-pages';
import { ROUTES } from '../../../contract/page-paths';
import { RESERVATION_COPY } from '../../../contract/reservation-copy';
import type { Db } from '../../core/db/index';
import type { LinkPage } from '../../core/http/link-page';
import { RESERVATION_LINK_ROUTE } from './public-routes';
import type { ReservationDesk } from './reservation-desk';
import {
  confirmReservationLink,
  isOpenToConfirm,
  type OrderAfterConfirm,
  type ReservationLink,
  readReservationLink,
  reservationDoneMessage,
  reservationPreviewOf,
} from './reservation-link';

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
