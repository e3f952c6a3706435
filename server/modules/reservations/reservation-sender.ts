import { absoluteUrl, PAGE_LINKS } from '../../../contract/page-paths';
import type { SalesSettings } from '../../../contract/sales';
import type { Db } from '../../core/db/index';
import {
  createDeliverySender,
  type DeliverySender,
  type DeliverySenderTuning,
} from '../../core/delivery/delivery-sender';
import type { Mailer, MailLog } from '../../core/mail/mailer';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { NEWSLETTER_CONCURRENCY } from '../newsletters/index';
import {
  type ClaimedReservationMail,
  findMailedReservation,
  reservationDeliveryQueue,
} from './reservation-deliveries';
import { buildReservationMessage, reservationConfirmLink } from './reservation-message';
import { signReservationToken } from './reservation-token';

export interface ReservationSenderOptions extends DeliverySenderTuning {
  db: Db;
  mailer: Mailer;
  /** Absolute base of the piece's page and the confirm links. */
  publicUrl: string;
  log: MailLog;
  /**
   * The shop's settings (the sales module's): a hold with a price tells the collector they can
   * pay online when the shop takes a card or a transfer. Handed in, as sales itself works on
   * reservations' queries and so cannot be imported here without a cycle.
   */
  salesSettings: () => Promise<SalesSettings>;
}

/**
 * Delivers the queued reservation emails, each composed from its request as it is then. As many
 * in flight as the newsletter: at a drop, a crowd's emails go out together.
 */
export function createReservationSender(options: ReservationSenderOptions): DeliverySender {
  const { db, publicUrl, salesSettings } = options;
  async function compose(delivery: ClaimedReservationMail) {
    const reservation = await findMailedReservation(db, delivery.reservationId);
    if (!reservation) throw new Error(`reservation ${delivery.reservationId} no longer exists`);
    const token = signReservationToken(await unsubscribeSecret(db), reservation.id);
    const settings = reservation.price === null ? null : await salesSettings();
    const paysOnline = settings !== null && (settings.bankTransfer.enabled || settings.card.enabled);
    return buildReservationMessage(
      delivery.event,
      reservation,
      delivery.email,
      {
        piece: absoluteUrl(publicUrl, PAGE_LINKS.sculpture(reservation.piece.slug)),
        confirm: reservationConfirmLink(publicUrl, token),
      },
      paysOnline,
    );
  }
  return createDeliverySender({
    concurrency: NEWSLETTER_CONCURRENCY,
    ...options,
    kind: 'reservation',
    priority: 'personal',
    queue: reservationDeliveryQueue,
    compose,
  });
}
