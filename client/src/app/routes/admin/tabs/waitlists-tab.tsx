import { useQuery } from '@tanstack/react-query';
import { ListHeading } from '@/components/admin/list-heading';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { ExportCsvButton } from '@/features/admin-audience/components/export-csv-button';
import { waitlistQueries } from '@/features/admin-waitlists/api';
import { WaitlistGroupCard } from '@/features/admin-waitlists/components/waitlist-group-card';
import { WAITLIST_ADMIN_COPY } from '@/features/admin-waitlists/waitlist-copy';
import { groupWaitlists } from '@/features/admin-waitlists/waitlist-groups';

/**
 * Waitlist members (email, sculpture type in parentheses, date), grouped per piece with how
 * its "it is available" email went, and "Notify now" for a piece already available.
 */
export function WaitlistsTab() {
  const members = useQuery(waitlistQueries.members());
  const pieces = useQuery(waitlistQueries.pieces());
  useFailureToast(members.error ?? pieces.error, WAITLIST_ADMIN_COPY.loadFailed);
  const both = {
    // No members is the empty list, even where a piece's past emails are on record.
    data:
      members.data && pieces.data
        ? members.data.length === 0
          ? []
          : groupWaitlists(members.data, pieces.data)
        : undefined,
    isPending: members.isPending || pieces.isPending,
    isError: members.isError || pieces.isError,
  };
  return (
    <section className="grid gap-4">
      <ListHeading title="Waitlists" action={<ExportCsvButton list="waitlists" />} />
      <QueryStates
        query={both}
        loadingText="Loading waitlists..."
        failedText={WAITLIST_ADMIN_COPY.loadFailed}
        empty={<EmptyState title="No waitlist members yet" />}
      >
        {(groups) => (
          <div className="grid gap-4">
            {groups.map((group) => (
              <WaitlistGroupCard key={group.key} group={group} />
            ))}
          </div>
        )}
      </QueryStates>
    </section>
  );
}
