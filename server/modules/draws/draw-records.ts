import { and, eq, sql } from 'drizzle-orm';
import type { DrawState } from '../../../contract/draws';
import type { SizeModel } from '../../../contract/limits';
import { isLockedAt } from '../../../contract/lock-state';
import type { DbOrTransaction } from '../../core/db/index';
import { sculptures } from '../../db/schema';
import { commitmentOf, newSeed } from './draw-secrets';
import { draws } from './schema';

export type DrawRow = typeof draws.$inferSelect;
type SculptureRow = typeof sculptures.$inferSelect;

/** A draw with the piece it sells, as of one moment. */
export interface DrawAt {
  draw: DrawRow;
  piece: SculptureRow;
  state: DrawState;
}

const saleModeOf = (piece: SculptureRow, size: SizeModel) =>
  size === '100' ? piece.saleMode100 : piece.saleMode450;

/** Shown and unlocked at `now`: the moment a draw's entries may open. */
const isOpenPiece = (piece: SculptureRow, now: Date) => piece.published && !isLockedAt(piece, now);

export function stateOf(draw: DrawRow, piece: SculptureRow, now: Date): DrawState {
  if (draw.drawnAt) return 'drawn';
  if (draw.closedAt) return 'closed';
  if (!isOpenPiece(piece, now) || !draw.openedAt || draw.openedAt > now) return 'scheduled';
  return 'open';
}

/**
 * The draw of a piece's size, brought up to `now`, or null when the size is not sold by a draw
 * and never was. The first read of a size set to draw makes the draw, its seed and commitment
 * (whichever instance inserts first, the others read its row). Until the piece unlocks, the
 * window follows the release time and the owner's window; from the moment entries open it is
 * fixed. The seed stays in the row: callers answer only through views.ts.
 */
export async function drawAt(
  tx: DbOrTransaction,
  sculptureId: number,
  size: SizeModel,
  now: Date,
): Promise<DrawAt | null> {
  const [piece] = await tx.select().from(sculptures).where(eq(sculptures.id, sculptureId));
  if (!piece) return null;
  let [draw] = await tx
    .select()
    .from(draws)
    .where(and(eq(draws.sculptureId, sculptureId), eq(draws.size, size)));
  if (!draw) {
    if (saleModeOf(piece, size) !== 'draw') return null;
    const seed = newSeed();
    await tx
      .insert(draws)
      .values({ sculptureId, size, seed, commitment: commitmentOf(seed) })
      .onConflictDoNothing();
    [draw] = await tx
      .select()
      .from(draws)
      .where(and(eq(draws.sculptureId, sculptureId), eq(draws.size, size)));
  }
  const synced = await syncWindow(tx, draw!, piece, now);
  return { draw: synced, piece, state: stateOf(synced, piece, now) };
}

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);

/**
 * Before entries open, the window is the release time plus the owner's minutes; the first look
 * after the piece unlocks (the release, or the owner unlocking it by hand) fixes it from then.
 */
async function syncWindow(tx: DbOrTransaction, draw: DrawRow, piece: SculptureRow, now: Date) {
  if (draw.closedAt) return draw;
  const fixed = draw.openedAt !== null && draw.openedAt <= now;
  if (fixed) return draw;
  let openedAt: Date | null;
  if (isOpenPiece(piece, now)) openedAt = now;
  else openedAt = piece.releaseAt;
  const closesAt = openedAt ? minutes(openedAt, piece.drawWindowMinutes) : null;
  if (draw.openedAt?.getTime() === openedAt?.getTime() && draw.closesAt?.getTime() === closesAt?.getTime())
    return draw;
  // Only while still not open: two instances fixing it at once keep the first one's times.
  const [updated] = await tx
    .update(draws)
    .set({ openedAt, closesAt })
    .where(
      and(
        eq(draws.id, draw.id),
        sql`${draws.closedAt} is null and (${draws.openedAt} is null or ${draws.openedAt} > ${now})`,
      ),
    )
    .returning();
  if (updated) return updated;
  const [current] = await tx.select().from(draws).where(eq(draws.id, draw.id));
  return current!;
}

/** Every draw not yet drawn, and every size set to draw without one yet: what the loop looks at. */
export async function drawsToLookAt(
  tx: DbOrTransaction,
): Promise<{ sculptureId: number; size: SizeModel }[]> {
  const result = await tx.execute<{ sculpture_id: number; size: SizeModel }>(sql`
    select sculpture_id, size from draws where drawn_at is null
    union
    select id, '100' from sculptures where sale_mode_100 = 'draw'
    union
    select id, '450' from sculptures where sale_mode_450 = 'draw'
  `);
  return result.rows.map((row) => ({ sculptureId: Number(row.sculpture_id), size: row.size }));
}
