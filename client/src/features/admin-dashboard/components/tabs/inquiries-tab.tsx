import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { formatTimestamp } from '@/lib/format-date';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { EmptyState, QueryStates, TabHeading } from '../list-states';

export function InquiriesTab() {
  const inquiries = useQuery(adminQueries.inquiries());
  return (
    <section>
      <TabHeading title="Inquiries" />
      <QueryStates
        query={inquiries}
        loadingText="Loading inquiries..."
        failedText={ADMIN_LOAD_FAILURES.inquiries}
        empty={<EmptyState title="No inquiries yet" />}
      >
        {(list) => (
          <ul className="grid gap-3">
            {list.map((inquiry) => (
              <li key={inquiry.id} className="grid gap-2 rounded-lg border border-border bg-surface p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{inquiry.name}</h3>
                    <a
                      href={`mailto:${inquiry.email}`}
                      className="text-sm text-muted underline-offset-2 hover:underline"
                    >
                      {inquiry.email}
                    </a>
                    {inquiry.isCollector === 'true' ? <Badge tone="available">Collector</Badge> : null}
                    {inquiry.isGallery === 'true' ? <Badge tone="accent">Gallery</Badge> : null}
                  </div>
                  <time dateTime={inquiry.createdAt} className="text-xs text-muted">
                    {formatTimestamp(inquiry.createdAt)}
                  </time>
                </div>
                {inquiry.location || inquiry.sculptureInterest ? (
                  <p className="text-xs text-muted">
                    {[
                      inquiry.location && `Location: ${inquiry.location}`,
                      inquiry.sculptureInterest && `Interest: ${inquiry.sculptureInterest}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                ) : null}
                <p className="text-sm whitespace-pre-line">{inquiry.message}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
