import { type SQL, sql } from 'drizzle-orm';
import type { SizeModel } from '../../../contract/limits';
import { COLLECTOR_CONFIRM_MINUTES } from '../../../contract/reservation-copy';
import type { Db, DbOrTransaction } from '../../core/db/index';
import { normalisedMailbox } from '../../core/delivery/mailbox';
import { HttpError } from '../../core/http-error';
import type { LapseReason, ReservationMailEvent, ReservationState } from '../../db/schema';
import { type EditionStatusChange, lockSculptureForEditions, settleEditionStatus } from '../editions/index';
import {
  availableNumberExistsSql,
  freeHeldNumber,
  type HeldNumber,
  holdChosenNumber,
  holdNextNumber,
  sellHeldNumber,
} from './reservation-numbers';

/*
 * The line of requests for one piece and size, and the holds on its edition numbers. Every
 * change to a line (a request, a lapse, a release, a sale) first locks the line's row in
 * reservation_lines, so changes to one line happen one at a time, in the order they reach the
 * database, whichever instance sent them: places are given in that order without gaps, and holds
 * go to the earliest places. The numbers themselves are rows of the edition register, each taken
 * by one conditional update, so a number is never held or sold twice (modules/editions).
 */

export interface ReservationRequest {
  sculptureId: number;
  size: SizeModel;
  name: string;
  /** Normalised (contract/email-address.ts); compared without case. */
  email: string;
  phone: string;
  message: string;
  /**
   * Sent without a solved challenge past the hour's confirmation budget: the place is given but
   * no email goes (decision 47).
   */
  quiet?: boolean;
}

/** A request's place, as its collector is told it. */
export interface ReservationPlace {
  id: number;
  position: number;
  state: ReservationState;
}

type Tx = DbOrTransaction;
type Line = { sculptureId: number; size: SizeModel };

/**
 * Locks one line for the rest of the transaction and answers its last place. The first request
 * of a line makes its row; a rolled-back request gives its place back with the transaction.
 */
async function lockLine(tx: Tx, { sculptureId, size }: Line): Promise<number> {
  const result = await tx.execute<{ last_position: number }>(sql`
    insert into reservation_lines (sculpture_id, size, last_position) values (${sculptureId}, ${size}, 0)
    on conflict (sculpture_id, size) do update set last_position = reservation_lines.last_position
    returning last_position
  `);
  return Number(result.rows[0]!.last_position);
}

/** The step's email, queued with the step: once per request and step, whatever is repeated. */
async function queueMail(tx: Tx, reservationId: number, event: ReservationMailEvent): Promise<void> {
  await tx.execute(sql`
    insert into reservation_deliveries (reservation_id, event, email)
    select id, ${event}, email from reservations where id = ${reservationId}
    on conflict (reservation_id, event) do nothing
  `);
}

/** Shown and unlocked (by hand, or its release time has passed: contract/lock-state.ts). */
const openSql = (now: Date) => sql`(
  sculpture.published
  and not (sculpture.is_locked and (sculpture.release_at is null or sculpture.release_at > ${now}))
)`;

/**
 * While the piece is shown and unlocked, holds a free number for each waiting request in order
 * of place, emailing each (reservation_fill_holds, sql/reservation_fill_holds.sql). The line must
 * be locked. Answers how many were held.
 */
async function fillHolds(tx: Tx, line: Line, now: Date): Promise<number> {
  const result = await tx.execute<{ held: number }>(
    sql`select reservation_fill_holds(${line.sculptureId}, ${line.size}, ${now}) as held`,
  );
  return Number(result.rows[0]?.held ?? 0);
}

type PlaceRow = { id: number; position: number; state: string };
const placeOf = (row: PlaceRow): ReservationPlace => ({
  id: Number(row.id),
  position: Number(row.position),
  state: row.state as ReservationState,
});

export type ReserveOutcome =
  | { kind: 'created' | 'existing'; place: ReservationPlace }
  | { kind: 'not-reservable' };

/** What a request for a line carries beside its line. */
export type LineRequest = Omit<ReservationRequest, 'sculptureId' | 'size'>;

/**
 * Collectors' requests for one line, in the order given (reservation_requests,
 * sql/reservation_requests.sql): one statement and its own transaction, so the line's lock is
 * held only while the database runs it. Each gets the next place, with a number held at once
 * while one is free (nobody is then ahead waiting), else waiting; a mailbox with a live place
 * in the line gets that place again, however its address is spelt (plus-tags and Gmail's dots
 * folded: reservations.mailbox). Its first email is paced per mailbox (drizzle/0024: none while
 * another of the mailbox's places was emailed in the last day and not confirmed). The line takes requests while the piece is shown, unlocked
 * and for sale (Available, or Sold Out only while numbers are held, since a hold may lapse: a
 * line full of holds is how the register empties at a drop), and the size is in the register
 * with a number not sold or withheld. Each email is queued in the same transaction.
 */
export async function reserveInLine(
  db: Db,
  line: Line,
  requests: LineRequest[],
  now: Date,
): Promise<ReserveOutcome[]> {
  const result = await db.execute<{
    place_index: number;
    place_id: number;
    place_position: number;
    place_state: string;
    place_created: boolean;
  }>(sql`
    select * from reservation_requests(${line.sculptureId}, ${line.size},
      ${JSON.stringify(
        requests.map(({ name, email, phone, message, quiet }) => ({
          name,
          email,
          mailbox: normalisedMailbox(email),
          phone,
          message,
          quiet: quiet === true,
        })),
      )}::jsonb,
      ${now})
  `);
  const outcomes: ReserveOutcome[] = requests.map(() => ({ kind: 'not-reservable' }));
  for (const row of result.rows) {
    outcomes[Number(row.place_index)] = {
      kind: row.place_created ? 'created' : 'existing',
      place: placeOf({ id: row.place_id, position: row.place_position, state: row.place_state }),
    };
  }
  return outcomes;
}

interface LockedReservation extends Line {
  id: number;
  state: ReservationState;
  number: number | null;
  editionNumberId: number | null;
  name: string;
  email: string;
}

/** The request, read after its line is locked; null when there is no such request. */
async function lockedReservation(tx: Tx, id: number): Promise<LockedReservation | null> {
  const found = await tx.execute<{ sculpture_id: number; size: SizeModel }>(
    sql`select sculpture_id, size from reservations where id = ${id}`,
  );
  const line = found.rows[0];
  if (!line) return null;
  // The piece's lock before the line's, as the register's own writes take it first: never a deadlock.
  await lockSculptureForEditions(tx, Number(line.sculpture_id));
  await lockLine(tx, { sculptureId: Number(line.sculpture_id), size: line.size });
  const result = await tx.execute<{
    id: number;
    sculpture_id: number;
    size: SizeModel;
    state: ReservationState;
    number: number | null;
    edition_number_id: number | null;
    name: string;
    email: string;
  }>(sql`
    select id, sculpture_id, size, state, number, edition_number_id, name, email
    from reservations where id = ${id}
  `);
  const row = result.rows[0]!;
  return {
    id: Number(row.id),
    sculptureId: Number(row.sculpture_id),
    size: row.size,
    state: row.state,
    number: row.number === null ? null : Number(row.number),
    editionNumberId: row.edition_number_id === null ? null : Number(row.edition_number_id),
    name: row.name,
    email: row.email,
  };
}

const NOT_FOUND = 'This reservation no longer exists.';
const STATE_WORDS: Record<ReservationState, string> = {
  waiting: 'waiting',
  held: 'held',
  sold: 'sold',
  released: 'released',
  lapsed: 'lapsed',
};

function mustBeOpen(reservation: LockedReservation | null): LockedReservation {
  if (!reservation) throw new HttpError(404, NOT_FOUND);
  if (reservation.state !== 'held' && reservation.state !== 'waiting') {
    throw new HttpError(409, `This request is already ${STATE_WORDS[reservation.state]}.`);
  }
  return reservation;
}

export const AWAITING_ORDER_MESSAGE =
  'This hold has an order awaiting payment: mark it paid, or cancel it, in Orders.';

/**
 * A hold whose order awaits payment is the order's to settle (paid, cancelled or lapsed), so the
 * money and the number never tell two stories: the owner's sale or release by hand is refused.
 */
async function mustHaveNoOpenOrder(tx: Tx, reservationId: number): Promise<void> {
  const open = await tx.execute(
    sql`select 1 from orders where reservation_id = ${reservationId} and state = 'awaiting-payment'`,
  );
  if (open.rows.length > 0) throw new HttpError(409, AWAITING_ORDER_MESSAGE);
}

/** The day of a sale as the register keeps it (YYYY-MM-DD, UTC). */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The owner's 'Confirm sale': the request gets the number it holds, or the one the owner picks
 * (the held one is then freed for the next in line), or, while it waits, the next free number;
 * that number is sold to the collector, who is emailed it. Answers the number sold.
 */
export async function confirmSale(
  db: Db,
  id: number,
  chosen: number | null,
  now: Date,
): Promise<{ number: number; sculptureId: number; status: EditionStatusChange }> {
  return db.transaction(async (tx) => {
    const reservation = mustBeOpen(await lockedReservation(tx, id));
    await mustHaveNoOpenOrder(tx, id);
    const line = { sculptureId: reservation.sculptureId, size: reservation.size };
    let held: HeldNumber | null =
      reservation.editionNumberId !== null && reservation.number !== null
        ? { id: reservation.editionNumberId, number: reservation.number }
        : null;
    if (chosen !== null && chosen !== held?.number) {
      const picked = await holdChosenNumber(tx, line.sculptureId, line.size, chosen);
      if (!picked) throw new HttpError(409, `Number ${chosen} is not available.`);
      if (held) await freeHeldNumber(tx, held.id);
      held = picked;
    } else if (!held) {
      held = await holdNextNumber(tx, line.sculptureId, line.size);
      if (!held) throw new HttpError(409, 'No number of this size is available to sell.');
    }
    if (
      !(await sellHeldNumber(tx, held.id, {
        name: reservation.name,
        email: reservation.email,
        on: dayOf(now),
      }))
    ) {
      throw new HttpError(409, `Number ${held.number} is no longer held for this request.`);
    }
    await tx.execute(sql`
      update reservations set state = 'sold', number = ${held.number}, edition_number_id = ${held.id},
        held_at = coalesce(held_at, ${now}), ended_at = ${now}
      where id = ${id}
    `);
    await queueMail(tx, id, 'sold');
    await fillHolds(tx, line, now);
    await closeWaitingWhenSoldOut(tx, line, now);
    const status = await settleEditionStatus(tx, line.sculptureId, { freed: chosen !== null });
    return { number: held.number, sculptureId: line.sculptureId, status };
  });
}

/** The owner's 'Release': the request leaves the line, its number goes to the next in line. */
export async function releaseReservation(
  db: Db,
  id: number,
  now: Date,
): Promise<{ sculptureId: number; status: EditionStatusChange }> {
  return db.transaction(async (tx) => {
    const reservation = mustBeOpen(await lockedReservation(tx, id));
    await mustHaveNoOpenOrder(tx, id);
    if (reservation.editionNumberId !== null) await freeHeldNumber(tx, reservation.editionNumberId);
    await tx.execute(sql`
      update reservations set state = 'released', number = null, edition_number_id = null, ended_at = ${now}
      where id = ${id}
    `);
    await queueMail(tx, id, 'released');
    await fillHolds(tx, reservation, now);
    const status = await settleEditionStatus(tx, reservation.sculptureId, { freed: true });
    return { sculptureId: reservation.sculptureId, status };
  });
}

/**
 * The collector's confirmation by the emailed link: idempotent, and possible while still
 * waiting (a number freed for them is then held as confirmed). Answers whether it was recorded
 * now. A hold that lapsed meanwhile is not brought back: its number has gone on.
 */
/** Records the collector's confirmation; answers the request's state, or null when nothing changed. */
export async function confirmByCollector(
  db: DbOrTransaction,
  id: number,
  now: Date,
): Promise<'waiting' | 'held' | null> {
  const result = await db.execute<{ state: 'waiting' | 'held' }>(sql`
    update reservations set confirmed_at = ${now}
    where id = ${id} and confirmed_at is null and state in ('waiting', 'held')
    returning state
  `);
  return result.rows[0]?.state ?? null;
}

/**
 * Once a collector confirms one place, their mailbox has shown it is theirs: its other live places
 * whose first email was held back by the pace are emailed now, and a held one's 30 minutes start
 * anew (they could not confirm an email they were never sent). Answers how many were queued.
 */
export async function emailPacedPlaces(db: DbOrTransaction, confirmedId: number, now: Date): Promise<number> {
  const result = await db.execute(sql`
    with unmailed as (
      update reservations as place
      set held_at = case when place.state = 'held' then ${now} else place.held_at end
      from reservations as confirmed
      where confirmed.id = ${confirmedId} and place.mailbox = confirmed.mailbox and place.id <> confirmed.id
        and place.state in ('waiting', 'held')
        and not exists (select 1 from reservation_deliveries as sent where sent.reservation_id = place.id)
      returning place.id, place.state, place.email
    )
    insert into reservation_deliveries (reservation_id, event, email)
    select id, state, email from unmailed
    on conflict (reservation_id, event) do nothing
    returning id
  `);
  return result.rows.length;
}

/** True over a row aliased `alias` (sculpture_id, size) whose size has numbers, none of them free or held. */
function soldOutSql(alias: SQL): SQL {
  return sql`exists (
    select 1 from edition_numbers as numbered
    where numbered.sculpture_id = ${alias}.sculpture_id and numbered.size = ${alias}.size
  ) and not exists (
    select 1 from edition_numbers as open
    where open.sculpture_id = ${alias}.sculpture_id and open.size = ${alias}.size
      and open.state in ('available', 'held')
  )`;
}

/**
 * Once every number of the line's size is sold or withheld, nobody waiting can be held one: each
 * waiting request closes (lapsed, 'sold-out') and its collector is told once, kindly, instead of
 * waiting for a mail that will never come (decision 26). The line must be locked. Answers how
 * many closed.
 */
async function closeWaitingWhenSoldOut(tx: Tx, line: Line, now: Date): Promise<number> {
  const closed = await tx.execute<{ id: number }>(sql`
    update reservations as waiting
    set state = 'lapsed', ended_at = ${now}, lapse_reason = 'sold-out'
    where waiting.sculpture_id = ${line.sculptureId} and waiting.size = ${line.size}
      and waiting.state = 'waiting' and ${soldOutSql(sql`waiting`)}
    returning waiting.id
  `);
  for (const row of closed.rows) await queueMail(tx, Number(row.id), 'lapsed');
  return closed.rows.length;
}

export interface LapseRules {
  now: Date;
  /** How long a hold the collector confirmed waits for the owner's decision. */
  ownerHoldDays: number;
}

/** The holds past their time: the collector's 30 minutes without confirming, or the owner's days. */
function pastTimeSql({ now, ownerHoldDays }: LapseRules) {
  const unconfirmedBefore = new Date(now.getTime() - COLLECTOR_CONFIRM_MINUTES * 60_000);
  const unansweredBefore = new Date(now.getTime() - ownerHoldDays * 86_400_000);
  return sql`state = 'held' and (
    (confirmed_at is null and held_at <= ${unconfirmedBefore})
    or (confirmed_at is not null and greatest(held_at, confirmed_at) <= ${unansweredBefore}
      -- A hold with an order awaiting payment waits for that order's time to pay, not the owner.
      and not exists (
        select 1 from orders where orders.reservation_id = reservations.id and orders.state = 'awaiting-payment'
      ))
  )`;
}

/**
 * The lines with a hold past its time, an available number while someone waits (a number the
 * owner freed in the register, or a piece shown or unlocked again), or someone waiting though
 * every number is sold or withheld (the last ones sold or withheld in the register).
 */
async function linesToSweep(db: Db, rules: LapseRules): Promise<Line[]> {
  const result = await db.execute<{ sculpture_id: number; size: SizeModel }>(sql`
    select distinct sculpture_id, size from reservations where ${pastTimeSql(rules)}
    union
    select distinct waiting.sculpture_id, waiting.size from reservations as waiting
    join sculptures as sculpture on sculpture.id = waiting.sculpture_id
    where waiting.state = 'waiting' and ${openSql(rules.now)} and ${availableNumberExistsSql(sql`waiting`)}
    union
    select distinct waiting.sculpture_id, waiting.size from reservations as waiting
    where waiting.state = 'waiting' and ${soldOutSql(sql`waiting`)}
  `);
  return result.rows.map((row) => ({ sculptureId: Number(row.sculpture_id), size: row.size }));
}

/**
 * Lapses the holds past their time, frees their numbers and holds them for the next in line,
 * emailing each collector. Safe on every instance at once: each line is changed under its lock,
 * and a hold confirmed or decided meanwhile no longer matches once the lock is had.
 */
export async function sweepReservations(
  db: Db,
  rules: LapseRules,
): Promise<{ lapsed: number; held: number; sculptureIds: number[]; availableAgain: number[] }> {
  let lapsed = 0;
  let held = 0;
  const touched = new Set<number>();
  const availableAgain: number[] = [];
  for (const line of await linesToSweep(db, rules)) {
    await db.transaction(async (tx) => {
      await lockSculptureForEditions(tx, line.sculptureId);
      await lockLine(tx, line);
      const due = await tx.execute<{ id: number; edition_number_id: number | null }>(sql`
        select id, edition_number_id from reservations
        where sculpture_id = ${line.sculptureId} and size = ${line.size} and ${pastTimeSql(rules)}
        order by position
      `);
      for (const row of due.rows) {
        const id = Number(row.id);
        if (row.edition_number_id !== null) await freeHeldNumber(tx, Number(row.edition_number_id));
        await tx.execute(sql`
          update reservations
          set state = 'lapsed', number = null, edition_number_id = null, ended_at = ${rules.now},
            lapse_reason = case when confirmed_at is null then 'unconfirmed' else 'unanswered' end
          where id = ${id}
        `);
        await queueMail(tx, id, 'lapsed');
      }
      lapsed += due.rows.length;
      const promoted = await fillHolds(tx, line, rules.now);
      held += promoted;
      lapsed += await closeWaitingWhenSoldOut(tx, line, rules.now);
      if (due.rows.length + promoted > 0) touched.add(line.sculptureId);
      if (due.rows.length > 0) {
        const status = await settleEditionStatus(tx, line.sculptureId, { freed: true });
        if (status === 'available again') availableAgain.push(line.sculptureId);
      }
    });
  }
  return { lapsed, held, sculptureIds: [...touched], availableAgain };
}

type ListedRow = {
  id: number;
  size: SizeModel;
  position: number;
  state: ReservationState;
  name: string;
  email: string;
  phone: string;
  message: string;
  number: number | null;
  created_at: Date | string;
  held_at: Date | string | null;
  confirmed_at: Date | string | null;
  ended_at: Date | string | null;
  lapse_reason: LapseReason | null;
  mail_status: string | null;
};

/** How far the latest email of a request has got, as the owner reads it. */
function mailProgress(status: string | null): 'pending' | 'sent' | 'failed' | null {
  if (status === null) return null;
  if (status === 'sent' || status === 'failed') return status;
  return 'pending';
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** When a hold lapses if nothing happens: the collector's 30 minutes, or the owner's days once confirmed. */
function lapsesAt(row: ListedRow, ownerHoldDays: number): Date | null {
  const heldAt = dateOf(row.held_at);
  if (row.state !== 'held' || !heldAt) return null;
  const confirmedAt = dateOf(row.confirmed_at);
  if (!confirmedAt) return new Date(heldAt.getTime() + COLLECTOR_CONFIRM_MINUTES * 60_000);
  return new Date(Math.max(heldAt.getTime(), confirmedAt.getTime()) + ownerHoldDays * 86_400_000);
}

export interface ListPage {
  /** One size only, or every size (each from the same offset). */
  size?: SizeModel;
  offset: number;
  limit: number;
}

/**
 * A page of each line of one piece (every size, or one), in order of place, as the owner sees
 * them: a line of thousands is read a page at a time.
 */
export async function listReservations(db: Db, sculptureId: number, ownerHoldDays: number, page: ListPage) {
  const result = await db.execute<ListedRow>(sql`
    select id, size, position, state, name, email, phone, message, number, created_at, held_at,
      confirmed_at, ended_at, lapse_reason,
      (select status from reservation_deliveries as delivery where delivery.reservation_id = paged.id
        order by delivery.id desc limit 1) as mail_status
    from (
      select *, row_number() over (partition by size order by position) as place_in_list
      from reservations
      where sculpture_id = ${sculptureId} ${page.size ? sql`and size = ${page.size}` : sql``}
    ) as paged
    where place_in_list > ${page.offset} and place_in_list <= ${page.offset + page.limit}
    order by size, position
  `);
  const iso = (value: Date | string | null) => dateOf(value)?.toISOString() ?? null;
  return result.rows.map((row) => ({
    id: Number(row.id),
    size: row.size,
    position: Number(row.position),
    state: row.state,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    number: row.number === null ? null : Number(row.number),
    createdAt: new Date(row.created_at).toISOString(),
    heldAt: iso(row.held_at),
    confirmedAt: iso(row.confirmed_at),
    endedAt: iso(row.ended_at),
    lapseReason: row.lapse_reason,
    lapsesAt: lapsesAt(row, ownerHoldDays)?.toISOString() ?? null,
    lastEmail: mailProgress(row.mail_status),
  }));
}

/** How many requests each line of one piece has in each state. */
export async function countReservations(db: Db, sculptureId: number) {
  const result = await db.execute<{ size: SizeModel; state: ReservationState; count: number }>(sql`
    select size, state, count(*)::int as count from reservations
    where sculpture_id = ${sculptureId} group by size, state
  `);
  return result.rows.map((row) => ({ size: row.size, state: row.state, count: Number(row.count) }));
}

/** The pieces with requests: how many in all, and how many still need the owner (waiting or held). */
export async function piecesWithReservations(db: Db) {
  const result = await db.execute<{ sculpture_id: number; open: number; total: number }>(sql`
    select sculpture_id, count(*) filter (where state in ('waiting', 'held'))::int as open,
      count(*)::int as total
    from reservations group by sculpture_id
  `);
  return result.rows.map((row) => ({
    sculptureId: Number(row.sculpture_id),
    open: Number(row.open),
    total: Number(row.total),
  }));
}

/**
 * Locks a request's piece, then its line, then the request itself, in the order every writer of
 * a line takes them (the register's writes, the lapse sweep, a sale): an order opened for a
 * hold at the moment its line lapses or sells waits its turn instead of deadlocking.
 */
export async function lockReservationForOrder(tx: DbOrTransaction, reservationId: number): Promise<boolean> {
  const reservation = await lockedReservation(tx, reservationId);
  if (!reservation) return false;
  await tx.execute(sql`select id from reservations where id = ${reservationId} for update`);
  return true;
}

/*
 * The steps an order takes on its hold (server/modules/sales): each runs inside the order's own
 * transaction, so the order and its number change together or not at all, and sends no
 * reservation email (the order's emails tell the collector).
 */

/**
 * A paid order's hold becomes a sale: its number sold to the collector at the price paid. Answers
 * null when the reservation no longer holds a number (it lapsed or was released meanwhile).
 */
export async function sellHoldForOrder(
  tx: DbOrTransaction,
  reservationId: number,
  sale: { now: Date; price: string },
): Promise<{ sculptureId: number; number: number; status: EditionStatusChange } | null> {
  const reservation = await lockedReservation(tx, reservationId);
  if (reservation?.state !== 'held' || reservation.editionNumberId === null) return null;
  const line = { sculptureId: reservation.sculptureId, size: reservation.size };
  const sold = await sellHeldNumber(tx, reservation.editionNumberId, {
    name: reservation.name,
    email: reservation.email,
    on: dayOf(sale.now),
  });
  if (!sold) return null;
  await tx.execute(
    sql`update edition_numbers set price = ${sale.price} where id = ${reservation.editionNumberId}`,
  );
  await tx.execute(
    sql`update reservations set state = 'sold', ended_at = ${sale.now} where id = ${reservationId}`,
  );
  await fillHolds(tx, line, sale.now);
  await closeWaitingWhenSoldOut(tx, line, sale.now);
  const status = await settleEditionStatus(tx, line.sculptureId, { freed: false });
  return { sculptureId: line.sculptureId, number: reservation.number!, status };
}

/** An unpaid order's hold lapses: its number goes to the next in line. False when it held none. */
export async function lapseHoldForOrder(
  tx: DbOrTransaction,
  reservationId: number,
  now: Date,
): Promise<{ sculptureId: number; status: EditionStatusChange } | null> {
  const reservation = await lockedReservation(tx, reservationId);
  if (reservation?.state !== 'held') return null;
  if (reservation.editionNumberId !== null) await freeHeldNumber(tx, reservation.editionNumberId);
  await tx.execute(sql`
    update reservations set state = 'lapsed', number = null, edition_number_id = null, ended_at = ${now},
      lapse_reason = 'unpaid'
    where id = ${reservationId}
  `);
  const line = { sculptureId: reservation.sculptureId, size: reservation.size };
  await fillHolds(tx, line, now);
  const status = await settleEditionStatus(tx, line.sculptureId, { freed: true });
  return { sculptureId: line.sculptureId, status };
}

/** Locks the piece and the line of one register number (in that order, as every writer does). */
async function lockLineOfNumber(tx: Tx, editionNumberId: number): Promise<Line | null> {
  const found = await tx.execute<{ sculpture_id: number; size: SizeModel }>(
    sql`select sculpture_id, size from edition_numbers where id = ${editionNumberId}`,
  );
  const row = found.rows[0];
  if (!row) return null;
  const line = { sculptureId: Number(row.sculpture_id), size: row.size };
  await lockSculptureForEditions(tx, line.sculptureId);
  await lockLine(tx, line);
  return line;
}

/**
 * A payment that came after its order lapsed: the sale stands when its number is still free (no
 * one else was given it), sold to the buyer at the price paid. Answers whether it was.
 */
export async function sellFreeNumberLate(
  tx: DbOrTransaction,
  editionNumberId: number,
  sale: { name: string; email: string; now: Date; price: string },
): Promise<{ sculptureId: number; status: EditionStatusChange } | null> {
  const line = await lockLineOfNumber(tx, editionNumberId);
  if (!line) return null;
  const taken = await tx.execute(sql`
    update edition_numbers
    set state = 'sold', collector_name = ${sale.name}, collector_email = ${sale.email},
      sold_on = ${dayOf(sale.now)}, price = ${sale.price}, updated_at = now()
    where id = ${editionNumberId} and state = 'available'
    returning id
  `);
  if (taken.rows.length === 0) return null;
  await closeWaitingWhenSoldOut(tx, line, sale.now);
  const status = await settleEditionStatus(tx, line.sculptureId, { freed: false });
  return { sculptureId: line.sculptureId, status };
}

/**
 * A refunded or cancelled sale's number: back to the line ('sale', the next waiting collector is
 * held it) or kept from sale ('withheld'). Only a number still sold to this order's buyer moves.
 */
export async function returnSoldNumber(
  tx: DbOrTransaction,
  editionNumberId: number,
  to: 'sale' | 'withheld',
  now: Date,
): Promise<{ sculptureId: number; status: EditionStatusChange } | null> {
  const line = await lockLineOfNumber(tx, editionNumberId);
  if (!line) return null;
  const state = to === 'sale' ? 'available' : 'withheld';
  await tx.execute(sql`
    update edition_numbers
    set state = ${state}, collector_name = null, collector_email = null, sold_on = null, price = null,
      collector_id = null, updated_at = now()
    where id = ${editionNumberId} and state in ('sold', 'held')
  `);
  if (to === 'sale') await fillHolds(tx, line, now);
  const status = await settleEditionStatus(tx, line.sculptureId, { freed: to === 'sale' });
  return { sculptureId: line.sculptureId, status };
}

/**
 * The owner cancelled an order awaiting payment: its reservation is released without an email of
 * its own (the order's tells), and its number goes back to the line or is withheld.
 */
export async function endHoldForOrder(
  tx: DbOrTransaction,
  reservationId: number,
  now: Date,
  numberReturnsTo: 'sale' | 'withheld',
): Promise<{ sculptureId: number; status: EditionStatusChange } | null> {
  const reservation = await lockedReservation(tx, reservationId);
  if (reservation?.state !== 'held') return null;
  if (reservation.editionNumberId !== null) {
    await freeHeldNumber(tx, reservation.editionNumberId);
    if (numberReturnsTo === 'withheld') {
      await tx.execute(
        sql`update edition_numbers set state = 'withheld', updated_at = now() where id = ${reservation.editionNumberId} and state = 'available'`,
      );
    }
  }
  await tx.execute(sql`
    update reservations set state = 'released', number = null, edition_number_id = null, ended_at = ${now}
    where id = ${reservationId}
  `);
  const line = { sculptureId: reservation.sculptureId, size: reservation.size };
  if (numberReturnsTo === 'sale') await fillHolds(tx, line, now);
  await closeWaitingWhenSoldOut(tx, line, now);
  const status = await settleEditionStatus(tx, line.sculptureId, { freed: numberReturnsTo === 'sale' });
  return { sculptureId: line.sculptureId, status };
}
