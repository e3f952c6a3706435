import { useQuery } from '@tanstack/react-query';
import { SectionHeader } from '@/components/admin/section-header';
import { meQueryOptions } from '@/features/admin-auth/api';
import { InvitationsCard } from '@/features/admin-staff/components/invitations-card';
import { InviteCard } from '@/features/admin-staff/components/invite-card';
import { StaffListCard } from '@/features/admin-staff/components/staff-list-card';

/** The Owner's people: who can sign in, with which role, and the invitations on their way. */
export function StaffTab() {
  const me = useQuery(meQueryOptions());
  return (
    <section>
      <SectionHeader title="Staff" description="Who works in this dashboard, and what each person may do." />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <StaffListCard myId={me.data?.id ?? 0} />
        <div className="grid gap-4">
          <InviteCard />
          <InvitationsCard />
        </div>
      </div>
    </section>
  );
}
