import { AUDIENCE_COPY } from '../audience-copy';
import type { AutosaveStatus } from '../use-draft-autosave';

const copy = AUDIENCE_COPY.composer.draftStatus;
const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** Where the autosave stands, announced politely. */
export function DraftStatus({ status }: { status: AutosaveStatus }) {
  const text =
    status.kind === 'saving'
      ? copy.saving
      : status.kind === 'saved'
        ? copy.saved(clock.format(status.at))
        : status.kind === 'failed'
          ? copy.failed
          : status.kind === 'gone'
            ? copy.gone
            : '';
  const problem = status.kind === 'failed' || status.kind === 'gone';
  return (
    <p role="status" className={problem ? 'text-sm text-sold-out' : 'text-sm text-muted'}>
      {text}
    </p>
  );
}
