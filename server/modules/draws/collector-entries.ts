import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../contract/account';
import type { DrawState } from '../../../contract/draws';
import type { SizeModel } from '../../../contract/limits';
import type { Db } from '../../core/db/index';
import { normalisedMailbox } from '../../core/delivery/mailbox';
import { HttpError } from '../../core/http-error';
import { confirmEntry, drawPagePath } from './entries';

/** One of a collector's draw entries, as their own page reads it (the order's link is the caller's). */
export interface CollectorDrawEntry {
  id: number;
  title: string;
  size: SizeModel;
  entryCode: string;
  enteredAt: Date;
  confirmed: boolean;
  state: Exclude<DrawState, 'scheduled'>;
  closesAt: Date | null;
  closedAt: Date | null;
  /** After the draw: the entry's place in the drawn order (from 1) of `drawnOf`; null when not drawn. */
  drawnPlace: number | null;
  drawnOf: number | null;
  /** The reservation the drawn entry became, and its number once one is held for it. */
  reservationState: 'waiting' | 'held' | 'sold' | 'released' | 'lapsed' | null;
  number: number | null;
  /** The order opened for the held number, if one was. */
  orderId: number | null;
  drawPath: string;
}

/**
 * Every draw entry made from the collector's inbox, newest first: found by the folded mailbox
 * the entry form keys them by (plus-tags and Gmail's dots), the same inbox the collector's
 * emailed sign-in code proved theirs. A draw past its close reads closed even before the sweep
 * has closed it, as no entry is taken after.
 */
export async function entriesOfMailbox(db: Db, email: string, now: Date): Promise<CollectorDrawEntry[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select e.id, e.entry_code, e.created_at, e.confirmed_at, e.drawn_place,
      d.size, d.closes_at, d.closed_at, d.drawn_at, jsonb_array_length(d.drawn_order) as drawn_of,
      s.title, s.slug, r.state as reservation_state, r.number, o.id as order_id
    from draw_entries e
    join draws d on d.id = e.draw_id
    join sculptures s on s.id = d.sculpture_id
    left join reservations r on r.id = e.reservation_id
    left join orders o on o.reservation_id = r.id
    where e.mailbox = ${normalisedMailbox(email)}
    order by e.created_at desc, e.id desc
  `);
  const at = (value: unknown) => (value === null ? null : new Date(value as string | Date));
  const count = (value: unknown) => (value === null ? null : Number(value));
  return result.rows.map((row) => {
    const closesAt = at(row.closes_at);
    const closedAt = at(row.closed_at);
    const state: CollectorDrawEntry['state'] = row.drawn_at
      ? 'drawn'
      : closedAt || (closesAt && closesAt <= now)
        ? 'closed'
        : 'open';
    return {
      id: Number(row.id),
      title: String(row.title),
      size: row.size as SizeModel,
      entryCode: String(row.entry_code),
      enteredAt: at(row.created_at)!,
      confirmed: row.confirmed_at !== null,
      state,
      closesAt,
      closedAt,
      drawnPlace: count(row.drawn_place),
      drawnOf: state === 'drawn' ? count(row.drawn_of) : null,
      reservationState: (row.reservation_state as CollectorDrawEntry['reservationState']) ?? null,
      number: count(row.number),
      orderId: count(row.order_id),
      drawPath: drawPagePath(String(row.slug), row.size as SizeModel),
    };
  });
}

/**
 * Confirms an entry from the collector's own page, for one whose emailed link went astray: the
 * sign-in code sent to the same inbox proved it theirs, which is all the link proves. Another
 * inbox's entry reads like no entry. Before the close only, as by the link.
 */
export async function confirmOwnEntry(db: Db, email: string, id: number, now: Date): Promise<void> {
  const mine = await db.execute<{ id: number }>(
    sql`select id from draw_entries where id = ${id} and mailbox = ${normalisedMailbox(email)}`,
  );
  if (mine.rows.length === 0) throw new HttpError(404, ACCOUNT_MESSAGES.notYours);
  await confirmEntry(db, id, now);
}
