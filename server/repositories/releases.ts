import { and, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../core/db/index';
import { sculptures } from '../db/schema';

export interface ReleasedPiece {
  id: number;
  title: string;
}

/**
 * Writes down the releases whose time has come (unlocked, with the status planned for release), as of `now` on this instance's clock (the same
 * clock its reads decide the lock with). The update is conditional, so when several instances
 * race, each piece is answered to exactly one of them: the one that tells the waitlist.
 */
export async function recordDueReleases(db: Db, now: Date): Promise<ReleasedPiece[]> {
  return db
    .update(sculptures)
    .set({ isLocked: false, releaseAt: null, status: sql`${sculptures.statusAtRelease}` })
    .where(and(isNotNull(sculptures.releaseAt), lte(sculptures.releaseAt, now)))
    .returning({ id: sculptures.id, title: sculptures.title });
}

/** Every release time still written down (all in the future once the due ones are recorded). */
export async function scheduledReleaseTimes(db: Db): Promise<Date[]> {
  const rows = await db
    .select({ releaseAt: sculptures.releaseAt })
    .from(sculptures)
    .where(isNotNull(sculptures.releaseAt));
  return rows.map((row) => row.releaseAt!);
}
