import { eq, sql } from 'drizzle-orm';
import type { DbOrTransaction } from '../../core/db/index';
import { editionNumbers, sculptures } from '../../db/schema';
import { recordAutomaticActivity } from '../activity/index';

/** What the register did to a piece's status by itself, if anything. */
export type EditionStatusChange = 'sold out' | 'available again' | null;

const normalised = (status: string) => status.trim().toLowerCase();

/**
 * Lets the register decide the piece's status, at the end of the transaction that changed it:
 * an Available piece every number of which is sold or withheld becomes Sold Out (a held number
 * is not sold: its hold may lapse, so the piece stays Available and its line open); a Sold Out
 * piece becomes Available again when the change freed a number (`freed`: a hold released, a sale
 * undone, the edition grown). Any other status (Coming Soon, or the
 * owner's own words) is the owner's and is left alone. Both changes are written to the activity
 * log as the site's own. Takes the piece's row lock first and counts after it, so two changes
 * settling at once each see the other's committed numbers and never leave the status stale. The
 * lock is FOR NO KEY UPDATE, as in lockSculptureForEditions: FOR UPDATE would queue behind the
 * KEY SHARE that every reservation or order inserted for the piece holds, and the next such
 * insert of a line's batch then queued behind it: PostgreSQL found that deadlock at a drop.
 * The caller moves the content version on (an admin write does by itself) and, for 'available
 * again', tells the waitlist.
 */
export async function settleEditionStatus(
  tx: DbOrTransaction,
  sculptureId: number,
  { freed }: { freed: boolean },
): Promise<EditionStatusChange> {
  const [piece] = await tx
    .select({ status: sculptures.status, title: sculptures.title })
    .from(sculptures)
    .where(eq(sculptures.id, sculptureId))
    .for('no key update');
  if (!piece) return null;
  const [count] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${editionNumbers.state} in ('available', 'held')))::int`,
    })
    .from(editionNumbers)
    .where(eq(editionNumbers.sculptureId, sculptureId));
  if (!count || count.total === 0) return null;

  const status = normalised(piece.status);
  let change: EditionStatusChange = null;
  if (count.open === 0 && status === 'available') change = 'sold out';
  else if (count.open > 0 && freed && status === 'sold out') change = 'available again';
  if (!change) return null;

  await tx
    .update(sculptures)
    .set({ status: change === 'sold out' ? 'Sold Out' : 'Available' })
    .where(eq(sculptures.id, sculptureId));
  await recordAutomaticActivity(tx, {
    entity: 'sculpture',
    action: change,
    target: piece.title,
    fields: ['status'],
  });
  return change;
}
