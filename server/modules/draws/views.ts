import { sql } from 'drizzle-orm';
import type { AdminDraw, DrawView } from '../../../contract/draws';
import type { DbOrTransaction } from '../../core/db/index';
import type { DrawAt } from './draw-records';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * What anyone may see of a draw: the seed only once it is drawn, the list once it is closed.
 * The one place a draw row becomes an answer, so the seed cannot slip out through another.
 */
export function publicView({ draw, piece, state }: DrawAt, confirmedSoFar: number): DrawView {
  const drawn = state === 'drawn';
  const closed = drawn || state === 'closed';
  return {
    state,
    pieceTitle: piece.title,
    slug: piece.slug,
    size: draw.size,
    commitment: draw.commitment,
    opensAt: iso(draw.openedAt),
    closesAt: iso(draw.closesAt),
    closedAt: iso(draw.closedAt),
    confirmedEntries: closed ? (draw.entryCodes ?? []).length : confirmedSoFar,
    entries: closed ? (draw.entryCodes ?? []) : null,
    listHash: closed ? draw.listHash : null,
    seed: drawn ? draw.seed : null,
    order: drawn ? (draw.drawnOrder ?? []) : null,
  };
}

interface EntryCounts {
  entries: number;
  confirmed: number;
  withoutChallenge: number;
  held: number;
  waiting: number;
}

/** How the draw's entries stand: made, confirmed, without a challenge, and after the draw. */
export async function entryCounts(tx: DbOrTransaction, drawId: number): Promise<EntryCounts> {
  const result = await tx.execute<Record<keyof EntryCounts, number>>(sql`
    select count(*)::int as entries,
      count(e.confirmed_at)::int as confirmed,
      count(*) filter (where e.without_challenge)::int as "withoutChallenge",
      count(*) filter (where r.state in ('held', 'sold'))::int as held,
      count(*) filter (where r.state = 'waiting')::int as waiting
    from draw_entries e left join reservations r on r.id = e.reservation_id
    where e.draw_id = ${drawId}
  `);
  const row = result.rows[0]!;
  return {
    entries: Number(row.entries),
    confirmed: Number(row.confirmed),
    withoutChallenge: Number(row.withoutChallenge),
    held: Number(row.held),
    waiting: Number(row.waiting),
  };
}

export function adminView(found: DrawAt, counts: EntryCounts): AdminDraw {
  return {
    size: found.draw.size,
    view: publicView(found, counts.confirmed),
    ...counts,
    closedEarly: found.draw.closedEarly,
  };
}
