import { useQuery } from '@tanstack/react-query';
import { formatTimestamp } from '@/lib/format-date';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { EmptyState, QueryStates, TabHeading } from '../list-states';

export function WaitlistsTab() {
  const members = useQuery(adminQueries.waitlists());
  return (
    <section>
      <TabHeading title="Waitlists" />
      <QueryStates
        query={members}
        loadingText="Loading waitlists..."
        failedText={ADMIN_LOAD_FAILURES.waitlists}
        empty={<EmptyState title="No waitlist members yet" />}
      >
        {(list) => (
          <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
            {list.map((member) => (
              <li
                key={member.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5 text-sm"
              >
                <span className="break-all">
                  {member.email} <span className="text-muted">({member.sculptureType})</span>
                </span>
                <time dateTime={member.createdAt} className="text-xs text-muted">
                  {formatTimestamp(member.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
