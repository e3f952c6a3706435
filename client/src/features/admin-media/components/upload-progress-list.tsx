import { CircleAlert, CircleCheck, X } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { IconTooltip } from '@/components/ui/tooltip';
import type { UploadJob } from '../use-slot-uploads';
import { ProgressBar } from './progress-bar';

const STATUS_TEXT: Record<UploadJob['status'], (job: UploadJob) => string> = {
  waiting: () => 'Waiting',
  uploading: (job) => `${job.percent}%`,
  saving: () => 'Saving...',
  done: () => 'Saved',
  failed: () => 'Failed',
};

function UploadRow({ job, onDismiss }: { job: UploadJob; onDismiss: (id: number) => void }) {
  const failed = job.status === 'failed';
  return (
    <li className="grid gap-1.5 rounded-md border border-border bg-surface px-3 py-2 text-xs">
      <div className="flex min-w-0 items-center gap-2">
        {failed ? (
          <CircleAlert aria-hidden className="size-4 shrink-0 text-sold-out" />
        ) : job.status === 'done' ? (
          <CircleCheck aria-hidden className="size-4 shrink-0 text-accent-ink" />
        ) : null}
        <span className="min-w-0 flex-1 truncate font-medium" title={job.fileName}>
          {job.fileName}
        </span>
        {failed ? (
          <IconTooltip label={`Dismiss ${job.fileName}`}>
            <Button
              variant="ghost"
              size="icon"
              className="-my-1 -mr-2 size-7"
              aria-label={`Dismiss ${job.fileName}`}
              onClick={() => onDismiss(job.id)}
            >
              <X aria-hidden />
            </Button>
          </IconTooltip>
        ) : (
          <span className="shrink-0 text-muted tabular-nums">{STATUS_TEXT[job.status](job)}</span>
        )}
      </div>
      {failed ? <p className="text-sold-out">{job.error}</p> : null}
      {job.status === 'done' || failed ? null : (
        <ProgressBar value={job.percent} label={`Uploading ${job.fileName}`} />
      )}
    </li>
  );
}

/** The files of the last upload into a slot: progress while they go, then saved or why not. */
export function UploadProgressList({
  jobs,
  label,
  onDismiss,
}: {
  jobs: readonly UploadJob[];
  label: string;
  onDismiss: (id: number) => void;
}) {
  if (jobs.length === 0) return null;
  return (
    <ul aria-label={label} className="grid gap-1.5">
      {jobs.map((job) => (
        <UploadRow key={job.id} job={job} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}
