import type { ActivityEntry } from '@contract/activity';
import { describeEntry, formatActivityTime } from '../describe-entry';

/** One write: who, what was done to which thing, the fields it changed, and when. */
export function ActivityRow({ entry }: { entry: ActivityEntry }) {
  return (
    <li className="grid gap-1 border-b border-border px-1 py-3 last:border-b-0 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <time dateTime={entry.at} className="text-xs text-muted tabular-nums sm:pt-0.5">
        {formatActivityTime(entry.at)}
      </time>
      <div className="grid min-w-0 gap-1">
        <p className="text-sm break-words">
          <span className="font-semibold">{entry.username}</span> {describeEntry(entry)}
        </p>
        {entry.fields.length > 0 ? (
          <p className="text-xs break-words text-muted">
            Changed: <span className="text-foreground/80">{entry.fields.join(', ')}</span>
          </p>
        ) : null}
        {entry.sessionId === null ? null : <p className="text-xs text-muted">Session {entry.sessionId}</p>}
      </div>
    </li>
  );
}
