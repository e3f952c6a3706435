import { ROLE_LABELS } from '@contract/staff';
import { LoadFailed, LoadingText } from '@/components/admin/list-states';
import { notifySuccess } from '@/components/admin/notify';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Button } from '@/components/ui/button';
import { TitledCard } from '@/components/ui/titled-card';
import { usePendingInvitations, useWithdrawInvitation } from '../api';
import { STAFF_COPY } from '../staff-copy';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Invitations not yet accepted, each with its end; taking one back makes its link stop working. */
export function InvitationsCard() {
  const invitations = usePendingInvitations();
  const withdraw = useWithdrawInvitation();
  useFailureToast(invitations.error, STAFF_COPY.invitationsLoadFailed);
  return (
    <TitledCard title="Waiting invitations" description="A link nobody used stops working after 48 hours.">
      {invitations.isPending ? (
        <LoadingText>Loading invitations...</LoadingText>
      ) : invitations.isError ? (
        <LoadFailed>{STAFF_COPY.invitationsLoadFailed}</LoadFailed>
      ) : invitations.data.length === 0 ? (
        <p className="text-sm text-muted">No invitation is waiting.</p>
      ) : (
        <ul className="grid divide-y divide-border">
          {invitations.data.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="truncate font-medium">{invitation.email}</p>
                <p className="text-sm text-muted">
                  {ROLE_LABELS[invitation.role]} · works until {when.format(new Date(invitation.expiresAt))}
                </p>
              </div>
              <Button
                size="sm"
                variant="subtle"
                disabled={withdraw.isPending}
                onClick={() =>
                  withdraw.mutate(invitation.id, {
                    onSuccess: () =>
                      notifySuccess(STAFF_COPY.success, STAFF_COPY.withdrawn(invitation.email)),
                  })
                }
              >
                {withdraw.isPending && withdraw.variables === invitation.id ? 'Taking back...' : 'Take back'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
