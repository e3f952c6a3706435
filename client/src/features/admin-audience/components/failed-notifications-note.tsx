import type { FailedNotification } from '@contract/inquiry';
import { TriangleAlert } from '@/components/icons/admin';
import { formatTimestamp } from '@/lib/format-date';

/**
 * New-inquiry notifications the mail server refused for good or that ran out of attempts: their
 * inquiries are in the list below, but nobody was emailed about them. Nothing when all arrived.
 */
export function FailedNotificationsNote({ failed }: { failed: FailedNotification[] }) {
  if (failed.length === 0) return null;
  const count = failed.length === 1 ? 'One notification email' : `${failed.length} notification emails`;
  return (
    <section
      aria-labelledby="failed-notifications-title"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <h3 id="failed-notifications-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden />
        {count} could not be sent
      </h3>
      <p>
        The inquiries are listed below; only the email about them did not arrive. Check NOTIFY_EMAIL and the
        mail server.
      </p>
      <ul className="grid gap-1">
        {failed.map((mail) => (
          <li key={mail.id} className="break-words">
            <span className="font-medium">{mail.subject}</span>{' '}
            <time dateTime={mail.createdAt} className="tabular-nums">
              ({formatTimestamp(mail.createdAt)})
            </time>
            {mail.lastError ? <span className="block text-xs text-amber-800">{mail.lastError}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
