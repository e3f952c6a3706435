import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index';

/** How long after its release a piece's numbers left are followed for its report. */
export const DROP_FOLLOWED_MS = 7 * 24 * 3_600_000;

/**
 * Notes the numbers left of each size of every piece released in the last week, where they
 * moved since the last note: the "numbers left" line of the chart of the minute. Run after every
 * change of the counts (a hold, a sale, a lapse) and on the analytics loop's beat, by any
 * instance; a later note of the same moment replaces the earlier one.
 */
export async function noteDropStock(db: Db, now: Date): Promise<void> {
  const since = new Date(now.getTime() - DROP_FOLLOWED_MS).toISOString();
  await db.execute(sql`
    with followed as (
      select distinct sculpture_id from drop_releases where released_at >= ${since}::timestamptz
    ),
    counts as (
      select e.sculpture_id, e.size, (count(*) filter (where e.state = 'available'))::int as left_now
      from edition_numbers e join followed f on f.sculpture_id = e.sculpture_id
      group by e.sculpture_id, e.size
    )
    insert into drop_stock (sculpture_id, size, at, "left")
    select c.sculpture_id, c.size, ${now.toISOString()}::timestamptz, c.left_now from counts c
    where c.left_now is distinct from (
      select d."left" from drop_stock d
      where d.sculpture_id = c.sculpture_id and d.size = c.size order by d.at desc limit 1
    )
    on conflict (sculpture_id, size, at) do update set "left" = excluded."left"
  `);
}
