import type { TimelineEntry } from '@contract/collectors';
import { formatDateTime, formatShortDate } from '@/lib/format-date';

const KIND_WORDS: Record<TimelineEntry['kind'], string> = {
  inquiry: 'Inquiry',
  reply: 'Reply',
  reservation: 'Reservation',
  sale: 'Sale',
  order: 'Order',
  certificate: 'Certificate',
  waitlist: 'Waitlist',
  subscription: 'Newsletter',
  email: 'Email',
};

/**
 * Everything that happened with this person, newest first, each at its time of day (the viewer's
 * zone) so a day's events read in order; their words and the owner's as text.
 */
export function CollectorTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted">Nothing yet.</p>;
  return (
    <ol className="grid gap-3 border-l border-border pl-4" aria-label="Timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.kind}-${entry.at}-${index}`} className="grid gap-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted">
            <span className="font-semibold tracking-wide uppercase">{KIND_WORDS[entry.kind]}</span>
            <time dateTime={entry.allDay ? entry.at.slice(0, 10) : entry.at}>
              {entry.allDay ? formatShortDate(entry.at) : formatDateTime(entry.at)}
            </time>
            {entry.status ? <span>· {entry.status}</span> : null}
          </p>
          <p className="text-sm font-medium break-words">{entry.title}</p>
          {entry.body ? (
            <p className="text-sm whitespace-pre-line break-words text-foreground/85">{entry.body}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
