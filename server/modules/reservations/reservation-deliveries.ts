import { sql } from 'drizzle-orm';
import type { SizeModel } from '../../../contract/limits';
import type { Db } from '../../core/db/index';
import type { QueuedDelivery } from '../../core/delivery/delivery-queue';
import { createDeliveryQueue } from '../../core/delivery/queue-table';
import {
  type LapseReason,
  type ReservationMailEvent,
  type ReservationState,
  reservationDeliveries,
} from '../../db/schema';

/** A reservation email a sender has claimed. */
export interface ClaimedReservationMail extends QueuedDelivery {
  reservationId: number;
  event: ReservationMailEvent;
  email: string;
}

/**
 * Every step's email is sent, even when a later step came first (a hold that lapsed before its
 * "held" email went out still tells the collector both): each tells what happened, in order.
 */
export const reservationDeliveryQueue = createDeliveryQueue<ClaimedReservationMail>({
  table: reservationDeliveries,
  recipient: sql`delivery.email`,
  stillWanted: sql`true`,
  toDelivery: (row) => ({
    id: row.id,
    attempts: row.attempts,
    reservationId: Number(row.reservation_id),
    event: row.event as ReservationMailEvent,
    email: String(row.email),
  }),
});

/** What a reservation email tells: the request as it is when the email is composed. */
export interface MailedReservation {
  id: number;
  name: string;
  email: string;
  position: number;
  size: SizeModel;
  state: ReservationState;
  number: number | null;
  heldAt: Date | null;
  confirmedAt: Date | null;
  /** Why it lapsed, when it did: the lapse email says it in those words. */
  lapseReason: LapseReason | null;
  piece: { title: string; slug: string };
  /** The edition size of that size of the piece, when the register has one. */
  editionSize: number | null;
  /** That size's price (minor units), or null: "Price on request", sold by the owner by hand. */
  price: number | null;
}

export async function findMailedReservation(db: Db, id: number): Promise<MailedReservation | null> {
  const result = await db.execute<{
    id: number;
    name: string;
    email: string;
    position: number;
    size: SizeModel;
    state: ReservationState;
    number: number | null;
    held_at: Date | string | null;
    confirmed_at: Date | string | null;
    lapse_reason: LapseReason | null;
    title: string;
    slug: string;
    edition_size: number | null;
    price: number | null;
  }>(sql`
    select reservation.id, reservation.name, reservation.email, reservation.position, reservation.size, reservation.state,
      reservation.number, reservation.held_at, reservation.confirmed_at, reservation.lapse_reason, sculpture.title, sculpture.slug,
      case reservation.size when '100' then sculpture.edition_size_100 else sculpture.edition_size_450 end
        as edition_size,
      case reservation.size when '100' then sculpture.price_100 else sculpture.price_450 end as price
    from reservations as reservation
    join sculptures as sculpture on sculpture.id = reservation.sculpture_id
    where reservation.id = ${id}
  `);
  const row = result.rows[0];
  if (!row) return null;
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    position: Number(row.position),
    size: row.size,
    state: row.state,
    number: row.number === null ? null : Number(row.number),
    heldAt: date(row.held_at),
    confirmedAt: date(row.confirmed_at),
    lapseReason: row.lapse_reason,
    piece: { title: row.title, slug: row.slug },
    editionSize: row.edition_size === null ? null : Number(row.edition_size),
    price: row.price === null ? null : Number(row.price),
  };
}
