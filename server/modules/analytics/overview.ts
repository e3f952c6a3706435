import { sql } from 'drizzle-orm';
import { ANALYTICS_LIMITS, type Overview } from '../../../contract/analytics';
import type { Db } from '../../core/db/index';
import { dayOf } from './daily-salt';
import { dropHeadlines } from './drop-report';

const DAY_MS = 86_400_000;

/** The site's visits of the last `days` days (today included), its top pages and sources, and each drop's figures. */
export async function readOverview(db: Db, now: Date, days: number): Promise<Overview> {
  const today = dayOf(now);
  const first = dayOf(new Date(new Date(`${today}T00:00:00Z`).getTime() - (days - 1) * DAY_MS));
  const from = `${first}T00:00:00Z`;
  const [visits, visitors, signups, pages, sources, drops] = await Promise.all([
    db.execute<{ day: string; visits: number }>(sql`
      select to_char(hour at time zone 'UTC', 'YYYY-MM-DD') as day, sum(visits)::int as visits
      from visit_counts where hour >= ${from}::timestamptz group by 1`),
    db.execute<{ day: string; visitors: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, visitors from visit_days where day >= ${first}::date
      union all
      select to_char(day, 'YYYY-MM-DD'), count(*)::int from visit_visitors where day >= ${first}::date group by day`),
    db.execute<{ day: string; signups: number }>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as signups
      from newsletter_subscribers where created_at >= ${from}::timestamptz group by 1`),
    db.execute<{ path: string; visits: number }>(sql`
      select path, sum(visits)::int as visits from visit_counts where hour >= ${from}::timestamptz
      group by path order by visits desc, path limit ${ANALYTICS_LIMITS.top}`),
    db.execute<{ source: string; visits: number }>(sql`
      select source, sum(visits)::int as visits from visit_counts where hour >= ${from}::timestamptz
      group by source order by visits desc, source limit ${ANALYTICS_LIMITS.top}`),
    dropHeadlines(db),
  ]);
  const byDay = (rows: Record<string, unknown>[], field: string) => {
    const map = new Map<string, number>();
    for (const row of rows) map.set(String(row.day), (map.get(String(row.day)) ?? 0) + Number(row[field]));
    return map;
  };
  const visitsOf = byDay(visits.rows, 'visits');
  const visitorsOf = byDay(visitors.rows, 'visitors');
  const signupsOf = byDay(signups.rows, 'signups');
  const list: Overview['days'] = [];
  for (let i = 0; i < days; i++) {
    const date = dayOf(new Date(new Date(from).getTime() + i * DAY_MS));
    list.push({
      date,
      visits: visitsOf.get(date) ?? 0,
      visitors: visitorsOf.get(date) ?? 0,
      signups: signupsOf.get(date) ?? 0,
    });
  }
  return {
    days: list,
    pages: pages.rows.map((row) => ({ path: row.path, visits: Number(row.visits) })),
    sources: sources.rows.map((row) => ({ source: row.source, visits: Number(row.visits) })),
    drops,
  };
}
