import type { AdminSession } from '@contract/auth';
import type { Passkey } from '@contract/passkeys';
import { ROLE_LABELS } from '@contract/staff';
import { useState } from 'react';
import { LoadFailed, LoadingText } from '@/components/admin/list-states';
import { notifySuccess } from '@/components/admin/notify';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { LogOut, Trash2 } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TitledCard } from '@/components/ui/titled-card';
import { useEndStaffSession, useRemoveStaffPasskey, useStaffAccess } from '../api';
import { describeBrowser } from '../describe-browser';
import { SECURITY_COPY } from '../security-copy';
import { PasskeyLine } from './passkeys-card';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Asking =
  | { kind: 'session'; person: string; session: AdminSession }
  | { kind: 'passkey'; person: string; passkey: Passkey };

/**
 * The Owner's view of how everyone else gets in: each person's signed-in browsers (ended at once,
 * for a lost laptop) and passkeys (removed, for a lost phone). Each asks first.
 */
export function StaffAccessCard({ myId }: { myId: number }) {
  const access = useStaffAccess();
  const endSession = useEndStaffSession();
  const removePasskey = useRemoveStaffPasskey();
  const [asking, setAsking] = useState<Asking | null>(null);
  useFailureToast(access.error, SECURITY_COPY.accessLoadFailed);
  const others = access.data?.filter((person) => person.id !== myId) ?? [];
  const pending = endSession.isPending || removePasskey.isPending;

  function confirm() {
    if (!asking) return;
    const done = { onSettled: () => setAsking(null) };
    if (asking.kind === 'session')
      endSession.mutate(asking.session.id, {
        ...done,
        onSuccess: () =>
          notifySuccess(
            SECURITY_COPY.success,
            `${asking.person} is signed out of ${describeBrowser(asking.session.userAgent)}.`,
          ),
      });
    else
      removePasskey.mutate(asking.passkey.id, {
        ...done,
        onSuccess: () =>
          notifySuccess(SECURITY_COPY.success, `${asking.passkey.name} of ${asking.person} removed.`),
      });
  }

  return (
    <TitledCard
      title="Everyone’s sign-ins"
      description="Where each person on the staff is signed in, and their passkeys. Sign a browser out if a laptop is lost; remove a passkey if a phone is."
    >
      {access.isPending ? (
        <LoadingText>Loading sessions...</LoadingText>
      ) : access.isError ? (
        <LoadFailed>{SECURITY_COPY.accessLoadFailed}</LoadFailed>
      ) : others.length === 0 ? (
        <p className="text-sm text-muted">Nobody else is on the staff yet.</p>
      ) : (
        <ul className="grid gap-6">
          {others.map((person) => (
            <li key={person.id} className="grid gap-2">
              <h3 className="font-display text-base font-semibold">
                {person.username}{' '}
                <span className="text-sm font-normal text-muted">· {ROLE_LABELS[person.role]}</span>
              </h3>
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">Browsers</p>
              {person.sessions.length === 0 ? (
                <p className="text-sm text-muted">Not signed in anywhere.</p>
              ) : (
                <ul className="grid divide-y divide-border" aria-label={`Browsers of ${person.username}`}>
                  {person.sessions.map((session) => (
                    <li
                      key={session.id}
                      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2"
                    >
                      <div className="grid min-w-0 gap-0.5">
                        <p className="font-medium">{describeBrowser(session.userAgent)}</p>
                        <p className="text-sm text-muted">
                          Signed in {when.format(new Date(session.createdAt))} · Last seen{' '}
                          {when.format(new Date(session.lastUsedAt))}
                        </p>
                      </div>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={pending}
                        onClick={() => setAsking({ kind: 'session', person: person.username, session })}
                        aria-label={`Sign ${person.username} out of ${describeBrowser(session.userAgent)}`}
                      >
                        <LogOut aria-hidden />
                        Sign out
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">Passkeys</p>
              {person.passkeys.length === 0 ? (
                <p className="text-sm text-muted">No passkey.</p>
              ) : (
                <ul className="grid divide-y divide-border" aria-label={`Passkeys of ${person.username}`}>
                  {person.passkeys.map((passkey) => (
                    <PasskeyLine
                      key={passkey.id}
                      passkey={passkey}
                      action={
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={pending}
                          onClick={() => setAsking({ kind: 'passkey', person: person.username, passkey })}
                          aria-label={`Remove ${passkey.name} of ${person.username}`}
                        >
                          <Trash2 aria-hidden />
                          Remove
                        </Button>
                      }
                    />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.kind === 'passkey' ? 'Remove this passkey?' : 'Sign this browser out?'}
        description={
          asking?.kind === 'passkey'
            ? `${asking.passkey.name} will no longer sign ${asking.person} in.`
            : asking
              ? `${asking.person} will need to sign in again on ${describeBrowser(asking.session.userAgent)}.`
              : ''
        }
        confirmLabel={asking?.kind === 'passkey' ? 'Remove' : 'Sign out'}
        pendingLabel={asking?.kind === 'passkey' ? 'Removing...' : 'Signing out...'}
        pending={pending}
        destructive
        onConfirm={confirm}
      />
    </TitledCard>
  );
}
