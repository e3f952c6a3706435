import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Boxes, Mail, MessageSquare, Users } from '@/components/icons/admin';
import type { IconComponent } from '@/components/icons/icon';
import { audienceQueries } from '@/features/admin-audience/api';
import { AUDIENCE_COPY } from '@/features/admin-audience/audience-copy';
import { collectionQueries } from '@/features/admin-collection/api';
import { COLLECTION_TOASTS } from '@/features/admin-collection/collection-copy';
import { inboxQueries } from '@/features/admin-inbox/api';
import { INBOX_COPY } from '@/features/admin-inbox/inbox-copy';
import { waitlistQueries } from '@/features/admin-waitlists/api';
import { WAITLIST_ADMIN_COPY } from '@/features/admin-waitlists/waitlist-copy';

interface CountCardProps {
  label: string;
  icon: IconComponent;
  /** A whole list, a list page whose total counts it, or a count. */
  query: UseQueryResult<readonly unknown[] | { total: number } | number>;
  failure: string;
  /** A line under the number: what needs the owner ('3 unread'). */
  note?: string;
}

const countOf = (data: readonly unknown[] | { total: number } | number) =>
  typeof data === 'number' ? data : 'total' in data ? data.total : data.length;

function CountCard({ label, icon: Icon, query, failure, note }: CountCardProps) {
  useFailureToast(query.error, failure);
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-surface p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-muted sm:text-sm">{label}</p>
        <Icon className="size-4 shrink-0 text-muted" aria-hidden />
      </div>
      <p className="font-display text-3xl font-bold tabular-nums" aria-live="polite">
        {query.data === undefined ? '—' : countOf(query.data).toLocaleString('en-US')}
      </p>
      {note ? <p className="-mt-2 text-xs font-medium text-accent-ink">{note}</p> : null}
    </div>
  );
}

/**
 * With double opt-in, the count holds addresses still to confirm, which no newsletter or waitlist
 * email reaches yet: said under the number, so '2 subscribers' beside 'No Subscribers' in the
 * composer reads as what it is.
 */
const awaitingConfirmation = (pending: number | undefined) =>
  pending ? `${pending.toLocaleString('en-US')} awaiting confirmation` : undefined;

/** The four count cards, fed by the admin lists (or their totals). */
export function CountCards() {
  // Counted on the server: the cards never download the inquiries or the long lists themselves
  // (the lists' first pages carry their totals).
  const inquiryCounts = useQuery(inboxQueries.counts());
  const inquiries = useQuery({
    ...inboxQueries.counts(),
    select: (counts) => counts.all + counts.spam,
  });
  const newsletters = useQuery(audienceQueries.subscriberPage());
  const waitlists = useQuery(waitlistQueries.memberPage());
  const sculptures = useQuery(collectionQueries.sculptures());
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <CountCard
        label="Total Inquiries"
        icon={MessageSquare}
        query={inquiries}
        failure={AUDIENCE_COPY.inquiries.loadFailed}
        note={inquiryCounts.data?.unread ? INBOX_COPY.unread(inquiryCounts.data.unread) : undefined}
      />
      <CountCard
        label="Newsletter Subscribers"
        icon={Mail}
        query={newsletters}
        failure={AUDIENCE_COPY.subscribers.loadFailed}
        note={awaitingConfirmation(newsletters.data?.pending)}
      />
      <CountCard
        label="Waitlist Members"
        icon={Users}
        query={waitlists}
        failure={WAITLIST_ADMIN_COPY.loadFailed}
        note={awaitingConfirmation(waitlists.data?.pending)}
      />
      <CountCard
        label="Collection Items"
        icon={Boxes}
        query={sculptures}
        failure={COLLECTION_TOASTS.loadFailed.description}
      />
    </div>
  );
}
