import { sql } from 'drizzle-orm';
import type { SizeModel } from '../../../contract/limits';
import type { Db } from '../../core/db/index';
import type { ChallengedForm } from './schema';

/**
 * What a network may send without a solved challenge. A challenge costs a person's phone under a
 * second in the background and a script a little work for every try; a request without one costs
 * nothing, so it is held to what a few people without script behind one address need: a few
 * requests of each form a minute, and a few live places in one line (so at most that many numbers
 * of a size held by one network this way). Collectors whose browser solved the challenge are
 * never counted here: 200 of them behind one carrier-grade NAT address all get their places.
 */
export const UNSOLVED_LIMITS = {
  /**
   * Per form. The newsletter's is the visitors' write limit (RATE_LIMITS.visitorWrite), no
   * tighter: its box is in the footer of every page, where visitors without script sign up most,
   * and what it can mail is already held down by its confirmation email, one per mailbox a day
   * and a few hundred an hour in all.
   */
  perNetworkMinute: { reservation: 3, 'draw-entry': 3, inquiry: 3, waitlist: 3, newsletter: 20 },
  placesPerNetworkLine: 5,
} as const satisfies {
  perNetworkMinute: Record<ChallengedForm, number>;
  placesPerNetworkLine: number;
};

/** How long rows of forms other than reservations are kept for the owner's counts. */
const KEPT_DAYS = 30;

export type UnsolvedVerdict =
  | { admitted: true; id: number }
  | { admitted: false; reason: 'per-minute' | 'line-full' };

/**
 * Counts a request sent without a solved challenge against its network's limits and records it,
 * all under one lock per network, so parallel requests on any instance cannot pass together.
 * `line` (a reservation's or a draw entry's piece and size) is kept for the drop screen's count;
 * only a reservation is held to the live places of its network in that line, as only a
 * reservation takes a place on arrival (a draw's entries are ordered by the draw, one per person).
 */
export async function admitUnsolved(
  db: Db,
  request: { form: ChallengedForm; network: string; line?: { sculptureId: number; size: SizeModel } },
  now: Date,
): Promise<UnsolvedVerdict> {
  const { form, network, line } = request;
  const minuteAgo = new Date(now.getTime() - 60_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unsolved requests ${network}`}))`);
    const recent = await tx.execute<{ count: number }>(sql`
      select count(*)::int as count from unsolved_requests
      where network = ${network} and form = ${form} and created_at > ${minuteAgo}
    `);
    if (Number(recent.rows[0]!.count) >= UNSOLVED_LIMITS.perNetworkMinute[form]) {
      return { admitted: false, reason: 'per-minute' } as const;
    }
    if (line && form === 'reservation') {
      // Live places this network took without a challenge, and its requests still being answered.
      const held = await tx.execute<{ count: number }>(sql`
        select count(distinct coalesce(unsolved.reservation_id, -unsolved.id))::int as count
        from unsolved_requests as unsolved
        left join reservations as place on place.id = unsolved.reservation_id
        where unsolved.network = ${network} and unsolved.form = 'reservation'
          and unsolved.sculpture_id = ${line.sculptureId} and unsolved.size = ${line.size}
          and (place.state in ('waiting', 'held', 'sold')
            or (unsolved.reservation_id is null and unsolved.created_at > ${minuteAgo}))
      `);
      if (Number(held.rows[0]!.count) >= UNSOLVED_LIMITS.placesPerNetworkLine) {
        return { admitted: false, reason: 'line-full' } as const;
      }
    }
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into unsolved_requests (form, network, sculpture_id, size, created_at)
      values (${form}, ${network},
        -- A piece that does not exist (the line will say so) is no piece to count against.
        (select id from sculptures where id = ${line?.sculptureId ?? null}), ${line?.size ?? null}, ${now})
      returning id
    `);
    return { admitted: true, id: Number(inserted.rows[0]!.id) } as const;
  });
}

/** The place an admitted reservation request was given (or already had): how the owner sees it marked. */
export async function markUnsolvedPlace(db: Db, id: number, reservationId: number): Promise<void> {
  await db.execute(sql`update unsolved_requests set reservation_id = ${reservationId} where id = ${id}`);
}

/**
 * How many requests for a piece's lines (reservations and draw entries) came without a solved
 * challenge, by size: the drop screen's count.
 */
export async function unsolvedCountsOf(db: Db, sculptureId: number): Promise<Record<SizeModel, number>> {
  const result = await db.execute<{ size: SizeModel; count: number }>(sql`
    select size, count(*)::int as count from unsolved_requests
    where form in ('reservation', 'draw-entry') and sculpture_id = ${sculptureId} group by size
  `);
  const counts: Record<SizeModel, number> = { '100': 0, '450': 0 };
  for (const row of result.rows) counts[row.size] = Number(row.count);
  return counts;
}

/** The ids of places taken without a solved challenge, among those given: marked in the owner's list. */
export async function unsolvedPlaceIds(db: Db, reservationIds: number[]): Promise<Set<number>> {
  if (reservationIds.length === 0) return new Set();
  const result = await db.execute<{ reservation_id: number }>(sql`
    select distinct reservation_id from unsolved_requests
    where reservation_id in (${sql.join(
      reservationIds.map((id) => sql`${id}`),
      sql`, `,
    )})
  `);
  return new Set(result.rows.map((row) => Number(row.reservation_id)));
}

/** Forgets the network of other forms' rows after a month; a reservation's row goes with its place. */
export async function pruneUnsolvedRequests(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    delete from unsolved_requests
    where (form <> 'reservation' or reservation_id is null) and created_at < ${new Date(now.getTime() - KEPT_DAYS * 86_400_000)}
  `);
}
