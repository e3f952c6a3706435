import type { Overview } from '@contract/analytics';
import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { ANALYTICS_COPY } from '../analytics-copy';
import { analyticsQueries } from '../api';
import { BarChart } from './bar-chart';

const copy = ANALYTICS_COPY.overview;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const number = (value: number) => value.toLocaleString('en-US');

/** The dashboard's first screen: visits of the last 90 days, top pages and sources, sign-ups, drops. */
export function VisitsOverview() {
  const overview = useQuery(analyticsQueries.overview());
  useFailureToast(overview.error, copy.failed);
  return (
    <section
      aria-labelledby="visits-overview-title"
      className="grid gap-4 rounded-lg border border-border bg-surface p-4 shadow-xs sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id="visits-overview-title" className="font-display text-lg font-semibold">
          {copy.title}
        </h2>
        <p className="text-sm text-muted">{copy.description}</p>
      </div>
      {overview.data ? (
        <OverviewBody data={overview.data} />
      ) : (
        <p role="status" className="text-sm text-muted">
          {overview.isError ? copy.failed : copy.loading}
        </p>
      )}
    </section>
  );
}

function OverviewBody({ data }: { data: Overview }) {
  const days = data.days;
  const today = days.at(-1);
  const names = days.map((day) => day.date);
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={`${copy.visits}, 90 days`} value={number(sum(days.map((day) => day.visits)))} />
        <Figure label={`${copy.visitors}, 90 days`} value={number(sum(days.map((day) => day.visitors)))} />
        <Figure label={`${copy.visits}, ${copy.today.toLowerCase()}`} value={number(today?.visits ?? 0)} />
        <Figure label={`${copy.signups}, 90 days`} value={number(sum(days.map((day) => day.signups)))} />
      </dl>
      <figure className="grid gap-2">
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <span>
            <span aria-hidden className="mr-1.5 inline-block size-2.5 rounded-sm bg-foreground/70" />
            {copy.visits} per day
          </span>
          <span>
            <span aria-hidden className="mr-1.5 inline-block h-0.5 w-3 bg-accent-ink align-middle" />
            {copy.visitors} per day
          </span>
        </figcaption>
        <BarChart
          label={`${copy.visits} and ${copy.visitors.toLowerCase()} per day, ${names[0]} to ${names.at(-1)}`}
          values={days.map((day) => day.visits)}
          names={names}
          line={{ values: days.map((day) => day.visitors), name: copy.visitors }}
        />
        <div aria-hidden className="flex justify-between text-[0.6875rem] text-muted tabular-nums">
          <span>{names[0]}</span>
          <span>{names.at(-1)}</span>
        </div>
      </figure>
      <figure className="grid gap-2">
        <figcaption className="text-xs text-muted">{copy.signups} per day</figcaption>
        {days.some((day) => day.signups > 0) ? (
          <BarChart
            label={`${copy.signups} per day, ${names[0]} to ${names.at(-1)}`}
            values={days.map((day) => day.signups)}
            names={names}
            height={60}
            className="h-16"
          />
        ) : (
          <p className="text-sm text-muted">{copy.noSignups}</p>
        )}
      </figure>
      <div className="grid gap-5 lg:grid-cols-3">
        <TopList
          title={copy.topPages}
          rows={data.pages.map((page) => ({ name: page.path, visits: page.visits }))}
        />
        <TopList
          title={copy.topSources}
          rows={data.sources.map((source) => ({
            name: ANALYTICS_COPY.sourceName(source.source),
            visits: source.visits,
          }))}
        />
        <DropHeadlines drops={data.drops} />
      </div>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-md bg-surface-raised p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-display text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function TopList({ title, rows }: { title: string; rows: { name: string; visits: number }[] }) {
  const top = Math.max(1, ...rows.map((row) => row.visits));
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{copy.none}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{copy.visits}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="relative">
                <td className="relative py-1 pr-2">
                  <span
                    aria-hidden
                    className="absolute inset-y-0.5 left-0 rounded-sm bg-accent/25"
                    style={{ width: `${(row.visits / top) * 100}%` }}
                  />
                  <span className="relative break-all">{row.name}</span>
                </td>
                <td className="py-1 text-right tabular-nums">{number(row.visits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function DropHeadlines({ drops }: { drops: Overview['drops'] }) {
  const figures = ANALYTICS_COPY.report.figures;
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-semibold">{copy.drops}</h3>
      {drops.length === 0 ? (
        <p className="text-sm text-muted">{copy.noDrops}</p>
      ) : (
        <ul className="grid gap-2">
          {drops.map((drop) => (
            <li key={drop.sculptureId} className="grid gap-0.5 rounded-md bg-surface-raised p-3 text-sm">
              <span className="font-medium">{drop.title}</span>
              <span className="text-xs text-muted">
                {new Date(drop.releasedAt).toLocaleString('en-GB', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </span>
              <span className="tabular-nums">
                {figures.pageVisits} {number(drop.pageVisits)} · {figures.requests} {number(drop.requests)} ·{' '}
                {figures.paid} {number(drop.paid)} ·{' '}
                {drop.soldOutAfterMinutes === null
                  ? ANALYTICS_COPY.report.notSoldOut
                  : `${figures.soldOut} ${ANALYTICS_COPY.minutes(drop.soldOutAfterMinutes)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
