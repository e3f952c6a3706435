import { useQuery } from '@tanstack/react-query';
import { EmailRow } from '@/features/admin-audience/components/email-row';
import { ExportCsvButton } from '@/features/admin-audience/components/export-csv-button';
import { ListHeading } from '@/features/admin-audience/components/list-heading';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { useFailureToast } from '../../use-failure-toast';
import { EmptyState, QueryStates } from '../list-states';

/** §2 waitlist members: email, sculpture type in parentheses, date. */
export function WaitlistsTab() {
  const members = useQuery(adminQueries.waitlists());
  useFailureToast(members.error, ADMIN_LOAD_FAILURES.waitlists);
  return (
    <section className="grid gap-4">
      <ListHeading title="Waitlists" action={<ExportCsvButton list="waitlists" />} />
      <QueryStates
        query={members}
        loadingText="Loading waitlists..."
        failedText={ADMIN_LOAD_FAILURES.waitlists}
        empty={<EmptyState title="No waitlist members yet" />}
      >
        {(list) => (
          <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
            {list.map((member) => (
              <li key={member.id}>
                <EmailRow
                  email={member.email}
                  detail={`(${member.sculptureType})`}
                  createdAt={member.createdAt}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
