import { sql } from 'drizzle-orm';
import type { DropReport, Overview } from '../../../contract/analytics';
import { toCsv } from '../../core/csv/csv';
import type { Db } from '../../core/db/index';
import { HttpError } from '../../core/http-error';
import { piecePath } from './counted-pages';

const HOUR_MS = 3_600_000;
/** Visits are counted from a day before the release to a week after it. */
const BEFORE_MS = 24 * HOUR_MS;
const AFTER_MS = 7 * 24 * HOUR_MS;
/** The chart of the minute shows at least half an hour, and past the sell-out, at most two. */
const MINUTES_SHOWN = { least: 30, most: 120, afterSoldOut: 5 };
/** Drops on the overview, newest first. */
const HEADLINE_DROPS = 12;

type Size = '100' | '450';
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

interface Drop {
  sculptureId: number;
  title: string;
  slug: string;
  releasedAt: Date;
  waitlistAtRelease: number;
  editionSizes: Record<Size, number | null>;
}

async function latestDrop(db: Db, sculptureId: number): Promise<Drop | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select s.id, s.title, s.slug, s.edition_size_100, s.edition_size_450, d.released_at, d.waitlist_at_release
    from drop_releases d join sculptures s on s.id = d.sculpture_id
    where d.sculpture_id = ${sculptureId} order by d.released_at desc limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    sculptureId: Number(row.id),
    title: String(row.title),
    slug: String(row.slug),
    releasedAt: new Date(row.released_at as string),
    waitlistAtRelease: Number(row.waitlist_at_release),
    editionSizes: {
      '100': row.edition_size_100 === null ? null : Number(row.edition_size_100),
      '450': row.edition_size_450 === null ? null : Number(row.edition_size_450),
    },
  };
}

/** The figures of the piece's latest drop, per size; 404 when no release of it was recorded. */
export async function readDropReport(db: Db, sculptureId: number): Promise<DropReport> {
  const drop = await latestDrop(db, sculptureId);
  if (!drop) throw new HttpError(404, 'No release of this piece has been recorded yet.');
  const released = drop.releasedAt;
  const from = new Date(Math.floor((released.getTime() - BEFORE_MS) / HOUR_MS) * HOUR_MS).toISOString();
  const to = new Date(released.getTime() + AFTER_MS).toISOString();
  const at = released.toISOString();
  const path = piecePath(drop.slug);

  const [hours, lines, stock, sources, requestsByMinute] = await Promise.all([
    db.execute<{ hour: string; visits: number }>(sql`
      select hour, sum(visits)::int as visits from visit_counts
      where path = ${path} and hour >= ${from}::timestamptz and hour < ${to}::timestamptz
      group by hour order by hour`),
    db.execute<Record<string, unknown>>(sql`
      select size, count(*)::int as requests,
        (count(*) filter (where held_at is not null or state in ('held', 'sold')))::int as held,
        (count(*) filter (where state = 'sold'))::int as paid,
        (count(*) filter (where state = 'lapsed'))::int as lapsed
      from reservations
      where sculpture_id = ${sculptureId} and created_at >= ${at}::timestamptz and created_at < ${to}::timestamptz
      group by size`),
    db.execute<{ size: Size; at: string; left: number }>(sql`
      select size, at, "left" from drop_stock
      where sculpture_id = ${sculptureId} and at >= ${at}::timestamptz and at < ${to}::timestamptz
      order by at`),
    db.execute<Record<string, unknown>>(sql`
      with seen as (
        select source, sum(visits)::int as visits from visit_counts
        where path = ${path} and hour >= ${from}::timestamptz and hour < ${to}::timestamptz group by source
      ),
      asked as (
        select coalesce(source, '') as source, count(*)::int as requests,
          (count(*) filter (where state = 'sold'))::int as buyers
        from reservations
        where sculpture_id = ${sculptureId} and created_at >= ${at}::timestamptz and created_at < ${to}::timestamptz
        group by 1
      )
      select coalesce(seen.source, asked.source) as source, coalesce(seen.visits, 0) as visits,
        coalesce(asked.requests, 0) as requests, coalesce(asked.buyers, 0) as buyers
      from seen full join asked on asked.source = seen.source
      order by visits desc, requests desc, source`),
    db.execute<{ minute: number; requests: number }>(sql`
      select floor(extract(epoch from (created_at - ${at}::timestamptz)) / 60)::int as minute, count(*)::int as requests
      from reservations
      where sculpture_id = ${sculptureId} and created_at >= ${at}::timestamptz
        and created_at < ${at}::timestamptz + interval '${sql.raw(String(MINUTES_SHOWN.most))} minutes'
      group by 1`),
  ]);

  const pageVisits = hours.rows.reduce((sum, row) => sum + Number(row.visits), 0);
  const soldOutAfter = (size: Size): number | null => {
    const row = stock.rows.find((entry) => entry.size === size && Number(entry.left) === 0);
    return row ? Math.round((new Date(row.at).getTime() - released.getTime()) / 600) / 100 : null;
  };
  const offered = (['100', '450'] as const).filter(
    (size) => drop.editionSizes[size] !== null || lines.rows.some((row) => row.size === size),
  );
  const sizes = offered.map((size) => {
    const line = lines.rows.find((row) => row.size === size);
    return {
      size,
      editionSize: drop.editionSizes[size] ?? 0,
      pageVisits,
      waitlistAtRelease: drop.waitlistAtRelease,
      requests: Number(line?.requests ?? 0),
      held: Number(line?.held ?? 0),
      paid: Number(line?.paid ?? 0),
      lapsed: Number(line?.lapsed ?? 0),
      soldOutAfterMinutes: soldOutAfter(size),
    };
  });

  const lastSoldOut = Math.max(0, ...sizes.map((size) => size.soldOutAfterMinutes ?? 0));
  const span = Math.min(
    MINUTES_SHOWN.most,
    Math.max(MINUTES_SHOWN.least, Math.ceil(lastSoldOut) + MINUTES_SHOWN.afterSoldOut),
  );
  const leftAt = (size: Size, minute: number): number | null => {
    if (!offered.includes(size)) return null;
    const end = released.getTime() + (minute + 1) * 60_000;
    let left: number | null = null;
    for (const row of stock.rows) {
      if (row.size !== size) continue;
      if (new Date(row.at).getTime() >= end) break;
      left = Number(row.left);
    }
    return left;
  };
  const minutes = Array.from({ length: span }, (_, minute) => ({
    minute,
    requests: Number(requestsByMinute.rows.find((row) => Number(row.minute) === minute)?.requests ?? 0),
    left: { '100': leftAt('100', minute), '450': leftAt('450', minute) },
  }));

  return {
    sculptureId,
    title: drop.title,
    releasedAt: at,
    from,
    to,
    sizes,
    sources: sources.rows.map((row) => ({
      source: String(row.source),
      visits: Number(row.visits),
      requests: Number(row.requests),
      buyers: Number(row.buyers),
    })),
    hours: hours.rows.map((row) => ({ hour: iso(row.hour), visits: Number(row.visits) })),
    stock: stock.rows.map((row) => ({
      size: row.size,
      second: (new Date(row.at).getTime() - released.getTime()) / 1000,
      left: Number(row.left),
    })),
    minutes,
  };
}

/** The report as a spreadsheet: the figures per size, then the sources, then the minute. */
export function dropReportCsv(report: DropReport): string {
  const blank = { header: '', value: () => '' };
  const figures = toCsv(
    [
      { header: 'Size', value: (row: DropReport['sizes'][number]) => row.size },
      { header: 'Numbers', value: (row) => String(row.editionSize) },
      { header: 'Page visits', value: (row) => String(row.pageVisits) },
      { header: 'Waitlist at release', value: (row) => String(row.waitlistAtRelease) },
      { header: 'Requests', value: (row) => String(row.requests) },
      { header: 'Held', value: (row) => String(row.held) },
      { header: 'Paid', value: (row) => String(row.paid) },
      { header: 'Lapsed', value: (row) => String(row.lapsed) },
      { header: 'Sold out after (minutes)', value: (row) => (row.soldOutAfterMinutes ?? '').toString() },
    ],
    report.sizes,
  );
  const sources = toCsv(
    [
      { header: 'Source', value: (row: DropReport['sources'][number]) => row.source || 'Direct' },
      { header: 'Visits', value: (row) => String(row.visits) },
      { header: 'Requests', value: (row) => String(row.requests) },
      { header: 'Buyers', value: (row) => String(row.buyers) },
      blank,
    ],
    report.sources,
  );
  const minutes = toCsv(
    [
      { header: 'Minute after release', value: (row: DropReport['minutes'][number]) => String(row.minute) },
      { header: 'Requests', value: (row) => String(row.requests) },
      { header: 'Left (12 inch)', value: (row) => (row.left['100'] ?? '').toString() },
      { header: 'Left (54 inch)', value: (row) => (row.left['450'] ?? '').toString() },
    ],
    report.minutes,
  );
  // One file, three tables apart by a blank line; the byte order mark only at its start.
  return [figures, sources, minutes]
    .map((table, i) => (i === 0 ? table : table.replace(/^\uFEFF/, '')))
    .join('\r\n');
}

/** Each drop's headline figures, newest first, for the overview. */
export async function dropHeadlines(db: Db): Promise<Overview['drops']> {
  const result = await db.execute<{ sculpture_id: number }>(sql`
    select sculpture_id from drop_releases group by sculpture_id
    order by max(released_at) desc limit ${HEADLINE_DROPS}`);
  const reports = await Promise.all(result.rows.map((row) => readDropReport(db, Number(row.sculpture_id))));
  return reports.map((report) => {
    const soldOut = report.sizes.map((size) => size.soldOutAfterMinutes).filter((value) => value !== null);
    return {
      sculptureId: report.sculptureId,
      title: report.title,
      releasedAt: report.releasedAt,
      pageVisits: report.sizes[0]?.pageVisits ?? report.hours.reduce((sum, hour) => sum + hour.visits, 0),
      requests: report.sizes.reduce((sum, size) => sum + size.requests, 0),
      paid: report.sizes.reduce((sum, size) => sum + size.paid, 0),
      soldOutAfterMinutes: soldOut.length > 0 ? Math.min(...soldOut) : null,
    };
  });
}
