import { useQuery } from '@tanstack/react-query';
import { ExportCsvButton } from '@/features/admin-audience/components/export-csv-button';
import { InquiryCard } from '@/features/admin-audience/components/inquiry-card';
import { ListHeading } from '@/features/admin-audience/components/list-heading';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { useFailureToast } from '../../use-failure-toast';
import { EmptyState, QueryStates } from '../list-states';

/** §2 inquiries, newest first as the server lists them. */
export function InquiriesTab() {
  const inquiries = useQuery(adminQueries.inquiries());
  useFailureToast(inquiries.error, ADMIN_LOAD_FAILURES.inquiries);
  return (
    <section className="grid gap-4">
      <ListHeading title="Inquiries" action={<ExportCsvButton list="inquiries" />} />
      <QueryStates
        query={inquiries}
        loadingText="Loading inquiries..."
        failedText={ADMIN_LOAD_FAILURES.inquiries}
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
