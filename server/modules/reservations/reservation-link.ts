import type { SizeModel } from '../../../contract/limits';
import { RESERVATION_COPY } from '../../../contract/reservation-copy';
import type { ReservationPreview } from '../../../contract/reservations';
import { isErasedAddress } from '../../core/db/erased-address';
import type { Db } from '../../core/db/index';
import { maskEmail } from '../../core/mail/mask-email';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import type { ReservationState } from '../../db/schema';
import { findMailedReservation } from './reservation-deliveries';
import type { ReservationDesk } from './reservation-desk';
import { verifyReservationToken } from './reservation-token';

/** The request a genuine reservation link names, as it is now. */
export interface ReservationLink {
  id: number;
  email: string;
  title: string;
  size: SizeModel;
  position: number;
  state: ReservationState;
  confirmed: boolean;
}

/** The request as a link shows it, or null when it is gone (or its collector was erased). */
async function linkOf(db: Db, id: number): Promise<ReservationLink | null> {
  const reservation = await findMailedReservation(db, id);
  if (!reservation || isErasedAddress(reservation.email)) return null;
  const { email, size, position, state } = reservation;
  return {
    id,
    email,
    title: reservation.piece.title,
    size,
    position,
    state,
    confirmed: reservation.confirmedAt !== null,
  };
}

/** Whom the link names, or null for every kind of bad link (one answer for all). */
export async function readReservationLink(
  db: Db,
  token: string | undefined,
): Promise<ReservationLink | null> {
  const id = token ? verifyReservationToken(await unsubscribeSecret(db), token) : null;
  return id === null ? null : linkOf(db, id);
}

/** What the confirm page shows of a link before the collector confirms: the address masked. */
export function reservationPreviewOf(link: ReservationLink): ReservationPreview {
  const { email, title, size, position, state, confirmed } = link;
  return { email: maskEmail(email), title, size, position, state, confirmed };
}

/** Whether the request can still be confirmed (waiting or held, and not yet). */
export const isOpenToConfirm = (link: ReservationLink) =>
  !link.confirmed && (link.state === 'waiting' || link.state === 'held');

/** The words for the link acted on, now or before. */
export function reservationDoneMessage(link: ReservationLink): string {
  if (link.state === 'held' || link.state === 'sold') return RESERVATION_COPY.confirm.done;
  if (link.state === 'waiting') return RESERVATION_COPY.confirm.doneWaiting;
  return RESERVATION_COPY.confirm.ended;
}

/** Where a confirmed hold leads: its order's page when it has a price (server/modules/sales). */
export type OrderAfterConfirm = (reservationId: number) => Promise<string | null>;

/**
 * Confirms (idempotent) and answers what to tell the collector, from the request as it is then,
 * and the page of the order it opened, if its size has a price: the collector goes there to pay.
 */
export async function confirmReservationLink(
  db: Db,
  desk: ReservationDesk,
  link: ReservationLink,
  log: { info: (details: object, message: string) => void },
  orderAfterConfirm?: OrderAfterConfirm,
): Promise<{ message: string; orderPath: string | null }> {
  if (await desk.confirmByCollector(link.id))
    log.info({ reservationId: link.id }, 'reservation confirmed by its collector');
  const now = (await linkOf(db, link.id)) ?? link;
  const orderPath = now.state === 'held' && orderAfterConfirm ? await orderAfterConfirm(link.id) : null;
  return { message: reservationDoneMessage(now), orderPath };
}
