import { MESSAGES } from '@contract/messages';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { formatTimestamp } from '@/lib/format-date';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { QueryStates, TabHeading } from '../list-states';

/** Subscribers and who a newsletter would reach; the composer comes with the admin issue. */
export function NewslettersTab() {
  const subscribers = useQuery(adminQueries.newsletters());
  return (
    <section>
      <TabHeading title="Newsletter Subscribers" />
      <QueryStates
        query={subscribers}
        loadingText="Loading subscribers..."
        failedText={ADMIN_LOAD_FAILURES.newsletters}
      >
        {(list) => (
          <div className="grid gap-3">
            {list.length === 0 ? (
              <p
                role="status"
                className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                <TriangleAlert className="size-4 shrink-0" aria-hidden />
                {MESSAGES.newsletterSend.noSubscribers.description}
              </p>
            ) : (
              <p className="text-sm text-muted">Will send to {list.length} subscriber(s)</p>
            )}
            {list.length > 0 ? (
              <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
                {list.map((subscriber) => (
                  <li
                    key={subscriber.id}
                    className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5 text-sm"
                  >
                    <span className="break-all">{subscriber.email}</span>
                    <time dateTime={subscriber.createdAt} className="text-xs text-muted">
                      {formatTimestamp(subscriber.createdAt)}
                    </time>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </QueryStates>
    </section>
  );
}
