import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { Boxes, Mail, MessageSquare, Users } from '@/components/icons/admin';
import type { IconComponent } from '@/components/icons/icon';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../api';
import { useFailureToast } from '@/components/admin/use-failure-toast';

interface CountCardProps {
  label: string;
  icon: IconComponent;
  query: UseQueryResult<readonly unknown[]>;
  failure: string;
}

function CountCard({ label, icon: Icon, query, failure }: CountCardProps) {
  useFailureToast(query.error, failure);
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-surface p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-muted sm:text-sm">{label}</p>
        <Icon className="size-4 shrink-0 text-muted" aria-hidden />
      </div>
      <p className="font-display text-3xl font-bold tabular-nums" aria-live="polite">
        {query.data ? query.data.length : '—'}
      </p>
    </div>
  );
}

/** The four §2 count cards, fed by the admin lists. */
export function CountCards() {
  const inquiries = useQuery(adminQueries.inquiries());
  const newsletters = useQuery(adminQueries.newsletters());
  const waitlists = useQuery(adminQueries.waitlists());
  const sculptures = useQuery(adminQueries.sculptures());
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <CountCard
        label="Total Inquiries"
        icon={MessageSquare}
        query={inquiries}
        failure={ADMIN_LOAD_FAILURES.inquiries}
      />
      <CountCard
        label="Newsletter Subscribers"
        icon={Mail}
        query={newsletters}
        failure={ADMIN_LOAD_FAILURES.newsletters}
      />
      <CountCard
        label="Waitlist Members"
        icon={Users}
        query={waitlists}
        failure={ADMIN_LOAD_FAILURES.waitlists}
      />
      <CountCard
        label="Collection Items"
        icon={Boxes}
        query={sculptures}
        failure={ADMIN_LOAD_FAILURES.sculptures}
      />
    </div>
  );
}
