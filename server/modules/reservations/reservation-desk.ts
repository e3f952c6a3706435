import { DRAW_COPY } from '../../../contract/draws';
import type { SizeModel } from '../../../contract/limits';
import { RESERVATION_COPY } from '../../../contract/reservation-copy';
import type { ReservationPlace } from '../../../contract/reservations';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { settleEditionStatus } from '../editions/index';
import { createLineBatches } from './line-batches';
import { queueHoldConfirmed } from './owner-notices';
import {
  confirmByCollector,
  confirmSale,
  emailPacedPlaces,
  type ReservationRequest,
  releaseReservation,
  reserveInLine,
  sweepReservations,
} from './reservation-records';
import { getReservationSettings } from './reservation-settings';
import { soldByDraw } from './sale-mode';

export interface ReservationDeskOptions {
  db: Db;
  /** The clock holds and lapses are counted by (tests move it on). */
  clock: () => Date;
  /** Reservation emails were queued: the local sender looks now. */
  onMailQueued?: () => void;
  /** Numbers were held, sold or freed: what the public pages count has changed. */
  onCountsChanged?: () => Promise<void>;
  /** A number came back to a Sold Out piece, which is Available again: its waitlist is told. */
  onAvailableAgain?: (sculptureId: number) => Promise<unknown>;
  /** The owner is emailed when a collector confirms a hold (on the outbox, which onQueued wakes). */
  ownerNotices?: {
    ownerEmail: () => Promise<string | null>;
    publicUrl: string;
    onQueued: () => void;
  };
}

export interface ReservationDesk {
  /** A collector's request; throws a 409 when the piece and size take no requests. */
  request(request: ReservationRequest): Promise<{ place: ReservationPlace; created: boolean }>;
  confirmSale(id: number, number: number | null): Promise<{ number: number; sculptureId: number }>;
  release(id: number): Promise<{ sculptureId: number }>;
  /** The collector's confirmation by the emailed link; answers whether it was recorded now. */
  confirmByCollector(id: number): Promise<boolean>;
  /** Lapses the holds past their time and holds their numbers for the next in line. */
  sweep(): Promise<{ lapsed: number; held: number; sculptureIds: number[]; availableAgain: number[] }>;
  readonly clock: () => Date;
}

/**
 * Reservations as the routes and the lapse loop use them: the repository's steps on the one
 * clock, each followed by the sender's wake-up (every step queues an email) and, when numbers
 * moved, the cache's (the public counts changed).
 */
export function createReservationDesk(options: ReservationDeskOptions): ReservationDesk {
  const { db, clock } = options;
  // One statement per batch of a line's requests (see line-batches.ts), all on the same clock reading.
  const inBatch = createLineBatches((key: string, requests: ReservationRequest[]) => {
    const [sculptureId, size] = key.split(':') as [string, SizeModel];
    return reserveInLine(db, { sculptureId: Number(sculptureId), size }, requests, clock());
  });
  const countsChanged = async () => {
    await options.onCountsChanged?.();
  };
  return {
    clock,
    async request(request) {
      if (await soldByDraw(db, request.sculptureId, request.size))
        throw new HttpError(409, DRAW_COPY.soldByDraw);
      const outcome = await inBatch(`${request.sculptureId}:${request.size}`, request);
      if (outcome.kind === 'not-reservable') throw new HttpError(409, RESERVATION_COPY.notReservable);
      if (outcome.kind === 'created') {
        options.onMailQueued?.();
        if (outcome.place.state === 'held') {
          // The register may have no number left now: an Available piece turns Sold Out.
          await db.transaction((tx) => settleEditionStatus(tx, request.sculptureId, { freed: false }));
          await countsChanged();
        }
      }
      const { id, position, state } = outcome.place;
      return {
        place: { id, position, state: state as ReservationPlace['state'] },
        created: outcome.kind === 'created',
      };
    },
    async confirmSale(id, number) {
      const sold = await confirmSale(db, id, number, clock());
      options.onMailQueued?.();
      await countsChanged();
      if (sold.status === 'available again') await options.onAvailableAgain?.(sold.sculptureId);
      return sold;
    },
    async release(id) {
      const released = await releaseReservation(db, id, clock());
      options.onMailQueued?.();
      await countsChanged();
      if (released.status === 'available again') await options.onAvailableAgain?.(released.sculptureId);
      return released;
    },
    async confirmByCollector(id) {
      const notices = options.ownerNotices;
      const to = notices ? await notices.ownerEmail() : null;
      const { ownerHoldDays } = await getReservationSettings(db);
      let told = false;
      let paced = false;
      // The owner's email is queued with the confirmation it tells of: both or neither, once.
      const state = await db.transaction(async (tx) => {
        const confirmed = await confirmByCollector(tx, id, clock());
        if (confirmed !== null && (await emailPacedPlaces(tx, id, clock())) > 0) paced = true;
        if (confirmed === 'held' && to && notices)
          told = await queueHoldConfirmed(tx, id, { to, publicUrl: notices.publicUrl, ownerHoldDays });
        return confirmed;
      });
      if (told) notices?.onQueued();
      if (paced) options.onMailQueued?.();
      return state !== null;
    },
    async sweep() {
      const { ownerHoldDays } = await getReservationSettings(db);
      const swept = await sweepReservations(db, { now: clock(), ownerHoldDays });
      if (swept.lapsed + swept.held > 0) {
        options.onMailQueued?.();
        await countsChanged();
      }
      for (const sculptureId of swept.availableAgain) await options.onAvailableAgain?.(sculptureId);
      return swept;
    },
  };
}
