import { useQuery } from '@tanstack/react-query';
import { ListHeading } from '@/components/admin/list-heading';
import { EmptyState, QueryStates } from '@/components/admin/list-states';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { audienceQueries } from '@/features/admin-audience/api';
import { AUDIENCE_COPY } from '@/features/admin-audience/audience-copy';
import { ExportCsvButton } from '@/features/admin-audience/components/export-csv-button';
import { FailedNotificationsNote } from '@/features/admin-audience/components/failed-notifications-note';
import { InquiryCard } from '@/features/admin-audience/components/inquiry-card';

/** Inquiries, newest first as the server lists them. */
export function InquiriesTab() {
  const inquiries = useQuery(audienceQueries.inquiries());
  // Secondary: should this read fail, the inquiries themselves are still shown.
  const failedNotifications = useQuery(audienceQueries.failedNotifications());
  useFailureToast(inquiries.error, AUDIENCE_COPY.inquiries.loadFailed);
  return (
    <section className="grid gap-4">
      <ListHeading title="Inquiries" action={<ExportCsvButton list="inquiries" />} />
      <FailedNotificationsNote failed={failedNotifications.data ?? []} />
      <QueryStates
        query={inquiries}
        loadingText="Loading inquiries..."
        failedText={AUDIENCE_COPY.inquiries.loadFailed}
        empty={<EmptyState title="No inquiries yet" />}
      >
        {(list) => (
          <ul className="grid gap-3">
            {list.map((inquiry) => (
              <li key={inquiry.id}>
                <InquiryCard inquiry={inquiry} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
