import { ROLE_LABELS, STAFF_ROLES, type StaffMember, type StaffRole } from '@contract/staff';
import { useState } from 'react';
import { LoadFailed, LoadingText } from '@/components/admin/list-states';
import { notifySuccess } from '@/components/admin/notify';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { TitledCard } from '@/components/ui/titled-card';
import { useChangeStaffMember, useRemoveStaffMember, useStaff } from '../api';
import { STAFF_COPY } from '../staff-copy';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Asking =
  | { kind: 'role'; member: StaffMember; role: StaffRole }
  | { kind: 'suspend' | 'unsuspend' | 'remove'; member: StaffMember };

const QUESTIONS = {
  role: (a: Extract<Asking, { kind: 'role' }>) => ({
    title: `Make ${a.member.username} ${ROLE_LABELS[a.role]}?`,
    description: `From their next click, ${a.member.username} can do what a${a.role === 'owner' ? 'n' : ''} ${ROLE_LABELS[a.role]} may, and nothing else.`,
    confirm: `Make ${ROLE_LABELS[a.role]}`,
    pending: 'Changing...',
  }),
  suspend: (m: StaffMember) => ({
    title: `Suspend ${m.username}?`,
    description: `${m.username} is signed out everywhere at once and cannot sign in until you let them back in.`,
    confirm: 'Suspend',
    pending: 'Suspending...',
  }),
  unsuspend: (m: StaffMember) => ({
    title: `Let ${m.username} back in?`,
    description: `${m.username} can sign in again with their password.`,
    confirm: 'Let back in',
    pending: 'Saving...',
  }),
  remove: (m: StaffMember) => ({
    title: `Remove ${m.username}?`,
    description: `Their account goes and they are signed out everywhere at once. What they did stays in the activity log under their name.`,
    confirm: 'Remove',
    pending: 'Removing...',
  }),
};

/** The studio's people: each one's role, last sign-in, and the Owner's changes (each asks first). */
export function StaffListCard({ myId }: { myId: number }) {
  const staff = useStaff();
  const change = useChangeStaffMember();
  const remove = useRemoveStaffMember();
  const [asking, setAsking] = useState<Asking | null>(null);
  useFailureToast(staff.error, STAFF_COPY.loadFailed);
  const pending = change.isPending || remove.isPending;
  const question =
    asking === null
      ? null
      : asking.kind === 'role'
        ? QUESTIONS.role(asking)
        : QUESTIONS[asking.kind](asking.member);

  function confirm() {
    if (!asking) return;
    const { member } = asking;
    const done = () => setAsking(null);
    if (asking.kind === 'remove') {
      remove.mutate(member.id, {
        onSuccess: () => notifySuccess(STAFF_COPY.success, STAFF_COPY.removed(member.username)),
        onSettled: done,
      });
      return;
    }
    const patch = asking.kind === 'role' ? { role: asking.role } : { suspended: asking.kind === 'suspend' };
    const said =
      asking.kind === 'role'
        ? STAFF_COPY.roleChanged(member.username, ROLE_LABELS[asking.role])
        : asking.kind === 'suspend'
          ? STAFF_COPY.suspended(member.username)
          : STAFF_COPY.letBackIn(member.username);
    change.mutate(
      { id: member.id, patch },
      { onSuccess: () => notifySuccess(STAFF_COPY.success, said), onSettled: done },
    );
  }

  return (
    <TitledCard
      title="People"
      description="Everyone who can sign in to this dashboard, and what each may do."
    >
      {staff.isPending ? (
        <LoadingText>Loading staff...</LoadingText>
      ) : staff.isError ? (
        <LoadFailed>{STAFF_COPY.loadFailed}</LoadFailed>
      ) : (
        <ul className="grid divide-y divide-border">
          {staff.data.map((member) => {
            const me = member.id === myId;
            return (
              <li
                key={member.id}
                className="grid gap-3 py-3 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
              >
                <div className="grid min-w-0 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="truncate">{member.username}</span>
                    {me ? <Badge tone="accent">You</Badge> : null}
                    {member.suspendedAt ? <Badge tone="soldOut">Suspended</Badge> : null}
                  </p>
                  <p className="truncate text-sm text-muted">
                    {member.email ?? 'No email (made in the shell)'}
                  </p>
                  <p className="text-sm text-muted">
                    {member.lastSignInAt
                      ? `Last signed in ${when.format(new Date(member.lastSignInAt))}`
                      : 'Never signed in'}
                    {signsInWith(member)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={`staff-role-${member.id}`} className="sr-only">
                    Role of {member.username}
                  </label>
                  <NativeSelect
                    id={`staff-role-${member.id}`}
                    value={member.role}
                    disabled={pending}
                    className="h-9 w-36 text-sm"
                    onChange={(event) =>
                      setAsking({ kind: 'role', member, role: event.target.value as StaffRole })
                    }
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </NativeSelect>
                  {me ? null : (
                    <>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={pending}
                        onClick={() =>
                          setAsking({ kind: member.suspendedAt ? 'unsuspend' : 'suspend', member })
                        }
                      >
                        {member.suspendedAt ? 'Let back in' : 'Suspend'}
                      </Button>
                      <Button
                        size="sm"
                        variant="subtle"
                        disabled={pending}
                        onClick={() => setAsking({ kind: 'remove', member })}
                      >
                        Remove
                      </Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={question?.title ?? ''}
        description={question?.description ?? ''}
        confirmLabel={question?.confirm ?? ''}
        pendingLabel={question?.pending ?? ''}
        pending={pending}
        destructive={asking?.kind === 'remove' || asking?.kind === 'suspend'}
        onConfirm={confirm}
      />
    </TitledCard>
  );
}

/** How a person signs in, as the Owner reads it at a glance. */
function signsInWith(member: { secondFactor: string; passkeys: number }): string {
  const ways = [
    member.passkeys === 1 ? 'Passkey' : member.passkeys > 1 ? `${member.passkeys} passkeys` : null,
    member.secondFactor === 'totp' ? 'Authenticator app' : null,
  ].filter(Boolean);
  return ` · ${ways.length > 0 ? ways.join(', ') : 'Password only'}`;
}
