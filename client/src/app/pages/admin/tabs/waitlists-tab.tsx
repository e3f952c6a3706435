import { useQuery } from '@tanstack/react-query';
import { ListHeading } from '@/components/admin/list-heading';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { ExportCsvButton } from '@/features/admin-audience/components/export-csv-button';
import { waitlistQueries } from '@/features/admin-waitlists/api';
import { WaitlistGroupCard } from '@/features/admin-waitlists/components/waitlist-group-card';
import { WaitlistMemberList } from '@/features/admin-waitlists/components/waitlist-member-list';
import { WAITLIST_ADMIN_COPY } from '@/features/admin-waitlists/waitlist-copy';

/**
 * The waitlists: each piece's waitlist with how its "it is available" email went ("Notify now"
 * for a piece already available), then the members (email, sculpture type in parentheses,
 * date), searched and paged on the server.
 */
export function WaitlistsTab() {
  // The whole list's first page: its total says whether anyone waits at all.
  const everyone = useQuery(waitlistQueries.memberPage());
  const pieces = useQuery(waitlistQueries.pieces());
  useFailureToast(everyone.error ?? pieces.error, WAITLIST_ADMIN_COPY.loadFailed);
  const both = {
    // No members is the spec's empty list, even where a piece's past emails are on record.
    data: everyone.data && pieces.data ? { total: everyone.data.total, pieces: pieces.data } : undefined,
    isPending: everyone.isPending || pieces.isPending,
    isError: everyone.isError || pieces.isError,
  };
  return (
    <section className="grid gap-4">
      <ListHeading title="Waitlists" action={<ExportCsvButton list="waitlists" />} />
      <QueryStates
        query={both}
        loadingText="Loading waitlists..."
        failedText={WAITLIST_ADMIN_COPY.loadFailed}
      >
        {({ total, pieces: list }) =>
          total === 0 ? (
            <EmptyState title="No waitlist members yet" />
          ) : (
            <div className="grid gap-4">
              <div className="grid gap-3 lg:grid-cols-2">
                {list.map((piece) => (
                  <WaitlistGroupCard key={piece.sculptureId} piece={piece} />
                ))}
              </div>
              <WaitlistMemberList pieces={list} />
            </div>
          )
        }
      </QueryStates>
    </section>
  );
}
