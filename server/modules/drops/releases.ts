import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import { sculptures } from '../../db/schema';

export interface ReleasedPiece {
  id: number;
  title: string;
}

/**
 * Writes down the releases whose time has come (unlocked, with the status planned for release), as of `now` on this instance's clock (the same
 * clock its reads decide the lock with). The update is conditional, so when several instances
 * race, each piece is answered to exactly one of them: the one that tells the waitlist. The same
 * statement notes the drop for its report (drop_releases): the release time it had, which the
 * piece itself forgets, its confirmed waitlist and each size's numbers left at that moment.
 */
export async function recordDueReleases(db: Db, now: Date): Promise<ReleasedPiece[]> {
  const result = await db.execute<{ id: number; title: string }>(sql`
    with released as (
      update sculptures s
      set is_locked = false, release_at = null, status = s.status_at_release
      from (select id, release_at from sculptures
            where release_at is not null and release_at <= ${now.toISOString()}::timestamptz
            for update) due
      where s.id = due.id and s.release_at is not null
      returning s.id, s.title, due.release_at
    ),
    noted as (
      insert into drop_releases (sculpture_id, released_at, waitlist_at_release)
      select r.id, r.release_at,
        (select count(*)::int from waitlist_members w where w.sculpture_id = r.id and w.confirmed_at is not null)
      from released r
    ),
    stock as (
      insert into drop_stock (sculpture_id, size, at, "left")
      select e.sculpture_id, e.size, r.release_at, (count(*) filter (where e.state = 'available'))::int
      from edition_numbers e join released r on r.id = e.sculpture_id
      group by e.sculpture_id, e.size, r.release_at
      on conflict do nothing
    )
    select id, title from released
  `);
  return result.rows.map((row) => ({ id: Number(row.id), title: row.title }));
}

/** Every release time still written down (all in the future once the due ones are recorded). */
export async function scheduledReleaseTimes(db: Db): Promise<Date[]> {
  const rows = await db
    .select({ releaseAt: sculptures.releaseAt })
    .from(sculptures)
    .where(isNotNull(sculptures.releaseAt));
  return rows.map((row) => row.releaseAt!);
}
