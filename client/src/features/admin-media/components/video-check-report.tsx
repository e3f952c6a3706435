import type { LiveSimulationResult, VideoTestResult } from '@contract/media';
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, TriangleAlert } from '@/components/icons/admin';
import { cn } from '@/lib/cn';
import type { VideoSaveReport } from '../save-verified-video';
import { videoTestRows } from '../video-report-rows';

function Facts({ metadata }: { metadata: VideoTestResult['metadata'] }) {
  const rows = videoTestRows(metadata);
  if (rows.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-xs">
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const formatSeconds = (seconds: number) => (seconds < 0.1 ? 'under 0.1 s' : `${seconds.toFixed(1)} s`);

function Simulation({ simulation }: { simulation: NonNullable<LiveSimulationResult['simulationResults']> }) {
  return (
    <div className="grid gap-1.5 text-xs">
      <p className="text-muted">
        Live simulation: the first {Math.round(simulation.firstChunkBytes / 1024)} KB arrived in{' '}
        {Math.round(simulation.firstChunkMs)} ms; the whole file takes about{' '}
        {formatSeconds(simulation.mobileDownloadSeconds)} on a typical mobile connection.
      </p>
      {simulation.recommendations.length > 0 ? (
        <>
          <p className="font-medium">Recommendations</p>
          <ul className="grid list-disc gap-1 pl-4">
            {simulation.recommendations.map((recommendation) => (
              <li key={recommendation} className="break-words">
                {recommendation}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No changes recommended.</p>
      )}
    </div>
  );
}

function ReportBox({ tone, title, children }: { tone: 'ok' | 'failed'; title: string; children: ReactNode }) {
  const Icon = tone === 'ok' ? CircleCheck : CircleAlert;
  return (
    <section
      aria-label={title}
      className={cn(
        'grid gap-2 rounded-md border p-3 text-sm',
        tone === 'ok' ? 'border-accent-ink/30 bg-accent/10' : 'border-sold-out/30 bg-sold-out/5',
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className={cn('size-4', tone === 'ok' ? 'text-accent-ink' : 'text-sold-out')} />
        {title}
      </p>
      {children}
    </section>
  );
}

/** The outcome of the last hero video save: the server's findings, or why it failed. */
export function VideoCheckReport({
  report,
  failure,
}: {
  report: VideoSaveReport | null;
  failure: { message: string; test: VideoTestResult | null } | null;
}) {
  if (failure) {
    return (
      <ReportBox tone="failed" title="Video not saved">
        <p className="text-xs">{failure.message}</p>
        <p className="text-xs text-muted">Nothing on the site changed.</p>
        <Facts metadata={failure.test?.metadata} />
      </ReportBox>
    );
  }
  if (!report) return null;
  return (
    <ReportBox tone="ok" title="Video check passed">
      <Facts metadata={report.test.metadata} />
      {report.warning ? (
        <p className="flex items-start gap-2 rounded border border-amber-600/30 bg-amber-50 p-2 text-xs text-amber-900">
          <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>Warning: {report.warning}</span>
        </p>
      ) : null}
      {report.simulation?.simulationResults ? (
        <Simulation simulation={report.simulation.simulationResults} />
      ) : null}
    </ReportBox>
  );
}
