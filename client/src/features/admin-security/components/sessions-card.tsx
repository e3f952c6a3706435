import type { AdminSession } from '@contract/auth';
import { useState } from 'react';
import { LoadFailed, LoadingText } from '@/components/admin/list-states';
import { notifySuccess } from '@/components/admin/notify';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { LogOut } from '@/components/icons/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TitledCard } from '@/components/ui/titled-card';
import { useRevokeSession, useSessions } from '../api';
import { describeBrowser } from '../describe-browser';
import { SECURITY_COPY } from '../security-copy';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** To the second: two sign-ins of the same browser in one minute still read apart. */
const signedInAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** Where this account is signed in; any other browser can be signed out (after a question). */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const [asking, setAsking] = useState<AdminSession | null>(null);
  useFailureToast(sessions.error, SECURITY_COPY.loadFailed);
  const currentNetwork = sessions.data?.find((session) => session.current)?.signInNetwork ?? null;

  function signOut(session: AdminSession) {
    const browser = describeBrowser(session.userAgent);
    revoke.mutate(session.id, {
      onSuccess: () => notifySuccess(SECURITY_COPY.success, SECURITY_COPY.signedOut(browser)),
      onSettled: () => setAsking(null),
    });
  }

  return (
    <TitledCard
      title="Signed-in browsers"
      description="A browser left unused is signed out by itself, and every one 14 days after it signed in."
    >
      {sessions.isPending ? (
        <LoadingText>Loading sessions...</LoadingText>
      ) : sessions.isError ? (
        <LoadFailed>{SECURITY_COPY.loadFailed}</LoadFailed>
      ) : (
        <ul className="grid divide-y divide-border">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {describeBrowser(session.userAgent)}
                  {session.current ? <Badge tone="accent">This browser</Badge> : null}
                </p>
                <p className="text-sm text-muted">
                  Signed in {signedInAt.format(new Date(session.createdAt))}
                  {session.signInNetwork ? (
                    <>
                      {' '}
                      from network <span className="font-mono">{session.signInNetwork}</span>
                      {!session.current && session.signInNetwork === currentNetwork
                        ? ' (the same as this browser)'
                        : null}
                    </>
                  ) : null}
                </p>
                {/* The session's number is the one the Activity tab gives each change. */}
                <p className="text-sm text-muted">
                  Last used {when.format(new Date(session.lastUsedAt))} · Session {session.id}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => setAsking(session)}
                >
                  <LogOut aria-hidden />
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-xs text-muted">{SECURITY_COPY.networkNote}</p>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Sign out this browser?"
        description={`${describeBrowser(asking?.userAgent ?? null)} will need the password to come back in.`}
        confirmLabel="Sign out"
        pendingLabel="Signing out..."
        pending={revoke.isPending}
        destructive
        onConfirm={() => asking && signOut(asking)}
      />
    </TitledCard>
  );
}
