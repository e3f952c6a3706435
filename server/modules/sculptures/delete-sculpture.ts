import { and, eq } from 'drizzle-orm';
import type { Sculpture } from '../../../contract/sculpture';
import type { Db } from '../../core/db/index';
import { isCheckViolation, isForeignKeyViolation } from '../../core/db/mapping';
import { HttpError } from '../../core/http-error';
import { editionNumbers, reservations } from '../../db/schema';
import { lockSculptureForEditions } from '../editions/index';
import { type KeptRecord, recordsKeepingPiece } from './piece-records';
import { deleteSculpture, findSculptureRow } from './sculpture-queries';

/** '2 sold numbers and 1 certificate'. */
function listKept(kept: KeptRecord[]): string {
  const named = kept.map(({ count, one, many }) => `${count} ${count === 1 ? one : many}`);
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** Why a piece stays: what it has, and what to do instead. */
export function keptPieceMessage(title: string, kept: KeptRecord[]): string {
  return `${title} has ${listKept(kept)}: hide it instead.`;
}

/**
 * Deletes a piece that nothing a collector did points at, in one transaction under the piece's
 * lock (so a reservation or a sale arriving meanwhile is either seen here or waits and then finds
 * no piece). A piece with anything recordsKeepingPiece names is refused with a 409 naming it. What
 * goes with the piece: its available numbers. Its ended reservations (lapsed or released) stay in
 * their collectors' histories under the piece's title, no longer pointing at it. The database
 * refuses to delete anything else that points at it (a restrict reference, or the rule that only
 * an ended reservation outlives its piece), which answers the same 409 should a kind be missing
 * from the check.
 */
export async function deleteSculptureKeepingSales(db: Db, id: number): Promise<Sculpture | null> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockSculptureForEditions(tx, id))) return null;
      const kept = await recordsKeepingPiece(tx, id);
      if (kept.length > 0) {
        const { title } = (await findSculptureRow(tx, id))!;
        throw new HttpError(409, keptPieceMessage(title, kept));
      }
      const { title } = (await findSculptureRow(tx, id))!;
      await tx.update(reservations).set({ pieceTitle: title }).where(eq(reservations.sculptureId, id));
      await tx
        .delete(editionNumbers)
        .where(and(eq(editionNumbers.sculptureId, id), eq(editionNumbers.state, 'available')));
      return deleteSculpture(tx, id);
    });
  } catch (error) {
    if (!isForeignKeyViolation(error) && !isCheckViolation(error)) throw error;
    throw new HttpError(409, 'This piece still has records of its sales: hide it instead.');
  }
}
