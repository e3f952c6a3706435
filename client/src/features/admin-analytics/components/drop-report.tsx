import type { DropReport as Report } from '@contract/analytics';
import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Download } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { ANALYTICS_COPY } from '../analytics-copy';
import { analyticsQueries, useDropReportDownload } from '../api';
import { BarChart } from './bar-chart';
import { MinuteChart } from './minute-chart';

const copy = ANALYTICS_COPY.report;
const number = (value: number) => value.toLocaleString('en-US');

/** What happened at a piece's latest drop: the funnel per size, the minute, the hours, the sources, as CSV too. */
export function DropReport({ sculptureId }: { sculptureId: number }) {
  const report = useQuery(analyticsQueries.dropReport(sculptureId));
  const notReleased = report.error instanceof ApiError && report.error.status === 404;
  useFailureToast(notReleased ? null : report.error, copy.failed);
  return (
    <section
      aria-labelledby="drop-report-title"
      className="grid gap-4 rounded-lg border border-border bg-surface p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h3 id="drop-report-title" className="font-display text-lg font-semibold">
            {copy.title}
          </h3>
          {report.data ? (
            <p className="text-sm text-muted">
              Released{' '}
              {new Date(report.data.releasedAt).toLocaleString('en-GB', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
              . {copy.noScript}
            </p>
          ) : null}
        </div>
        {report.data ? <CsvButton sculptureId={sculptureId} /> : null}
      </div>
      {report.data ? (
        <ReportBody report={report.data} />
      ) : (
        <p role="status" className="text-sm text-muted">
          {notReleased ? copy.notReleased : report.isError ? copy.failed : copy.loading}
        </p>
      )}
    </section>
  );
}

function CsvButton({ sculptureId }: { sculptureId: number }) {
  const download = useDropReportDownload();
  return (
    <Button
      variant="subtle"
      size="sm"
      disabled={download.isPending}
      onClick={() => download.mutate(sculptureId)}
    >
      <Download aria-hidden />
      {download.isPending ? copy.csvPending : copy.csv}
    </Button>
  );
}

const FIGURES: { key: keyof Report['sizes'][number] & keyof typeof copy.figures; label: string }[] = [
  { key: 'pageVisits', label: copy.figures.pageVisits },
  { key: 'waitlistAtRelease', label: copy.figures.waitlistAtRelease },
  { key: 'requests', label: copy.figures.requests },
  { key: 'held', label: copy.figures.held },
  { key: 'paid', label: copy.figures.paid },
  { key: 'lapsed', label: copy.figures.lapsed },
];

function ReportBody({ report }: { report: Report }) {
  return (
    <div className="grid gap-6">
      {/* On a phone, each size is a card of its figures; from a tablet up, one table. */}
      <div className="grid gap-3 sm:hidden">
        {report.sizes.map((size) => (
          <div key={size.size} className="grid gap-1 rounded-md bg-surface-raised p-3 text-sm">
            <p className="font-medium">
              {copy.size[size.size]} <span className="text-muted">({number(size.editionSize)})</span>
            </p>
            <dl className="grid gap-y-1">
              {FIGURES.map((figure) => (
                <div key={figure.key} className="flex justify-between gap-4">
                  <dt className="text-muted">{figure.label}</dt>
                  <dd className="tabular-nums">{number(size[figure.key] as number)}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{copy.figures.soldOut}</dt>
                <dd className="tabular-nums">
                  {size.soldOutAfterMinutes === null
                    ? copy.notSoldOut
                    : ANALYTICS_COPY.minutes(size.soldOutAfterMinutes)}
                </dd>
              </div>
            </dl>
          </div>
        ))}
      </div>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[32rem] text-sm">
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                Size
              </th>
              {FIGURES.map((figure) => (
                <th key={figure.key} scope="col" className="py-2 pr-3 text-right font-medium">
                  {figure.label}
                </th>
              ))}
              <th scope="col" className="py-2 text-right font-medium">
                {copy.figures.soldOut}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.sizes.map((size) => (
              <tr key={size.size} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {copy.size[size.size]} <span className="text-muted">({number(size.editionSize)})</span>
                </th>
                {FIGURES.map((figure) => (
                  <td key={figure.key} className="py-2 pr-3 text-right tabular-nums">
                    {number(size[figure.key] as number)}
                  </td>
                ))}
                <td className="py-2 text-right tabular-nums">
                  {size.soldOutAfterMinutes === null
                    ? copy.notSoldOut
                    : ANALYTICS_COPY.minutes(size.soldOutAfterMinutes)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-1">
        <h4 className="text-sm font-semibold">{copy.minute}</h4>
        <p className="text-xs text-muted">{copy.minuteDescription}</p>
        <MinuteChart report={report} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-1">
          <h4 className="text-sm font-semibold">{copy.hours}</h4>
          <p className="text-xs text-muted">{copy.hoursDescription}</p>
          <HoursChart report={report} />
        </div>
        <SourcesTable report={report} />
      </div>
    </div>
  );
}

/** Every hour of the counted span, hours without visits as empty bars. */
function HoursChart({ report }: { report: Report }) {
  const start = new Date(report.from).getTime();
  const end = Math.min(new Date(report.to).getTime(), Date.now());
  const hours: { name: string; visits: number }[] = [];
  for (let at = start; at <= end; at += 3_600_000) {
    const iso = new Date(at).toISOString();
    hours.push({
      name: `${iso.slice(0, 13).replace('T', ' ')}:00`,
      visits: report.hours.find((hour) => new Date(hour.hour).getTime() === at)?.visits ?? 0,
    });
  }
  return (
    <div className="grid gap-1">
      <BarChart
        label={`${copy.hours}: ${number(hours.reduce((sum, hour) => sum + hour.visits, 0))} visits`}
        values={hours.map((hour) => hour.visits)}
        names={hours.map((hour) => hour.name)}
      />
      <div aria-hidden className="flex justify-between text-[0.6875rem] text-muted tabular-nums">
        <span>{hours[0]?.name}</span>
        <span>{hours.at(-1)?.name}</span>
      </div>
    </div>
  );
}

function SourcesTable({ report }: { report: Report }) {
  const columns = copy.sourceColumns;
  return (
    <div className="grid content-start gap-2">
      <h4 className="text-sm font-semibold">{copy.sources}</h4>
      {report.sources.length === 0 ? (
        <p className="text-sm text-muted">{ANALYTICS_COPY.overview.none}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                {columns.source}
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                {columns.visits}
              </th>
              <th scope="col" className="py-1.5 pr-2 text-right font-medium">
                {columns.requests}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {columns.buyers}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.sources.map((source) => (
              <tr key={source.source} className="border-b border-border last:border-0">
                <td className="py-1.5 pr-2 break-all">{ANALYTICS_COPY.sourceName(source.source)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{number(source.visits)}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">{number(source.requests)}</td>
                <td className="py-1.5 text-right tabular-nums">{number(source.buyers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
