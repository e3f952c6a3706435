import { type Passkey, PasskeyNameSchema } from '@contract/passkeys';
import { type FormEvent, useState } from 'react';
import { describeField } from '@/components/admin/describe-field';
import { LoadFailed, LoadingText } from '@/components/admin/list-states';
import { notifySuccess } from '@/components/admin/notify';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Fingerprint, Trash2 } from '@/components/icons/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TitledCard } from '@/components/ui/titled-card';
import { passkeysSupported } from '@/features/admin-auth/passkey';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api';
import { describeBrowser } from '../describe-browser';
import { SECURITY_COPY } from '../security-copy';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One passkey's line: its name, when it was added and last used, and whether it is synced. */
export function PasskeyLine({ passkey, action }: { passkey: Passkey; action?: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Fingerprint aria-hidden className="size-4 text-muted" />
          <span className="break-words">{passkey.name}</span>
          {passkey.backedUp ? <Badge>Synced</Badge> : null}
        </p>
        <p className="text-sm text-muted">
          Added {day.format(new Date(passkey.createdAt))} ·{' '}
          {passkey.lastUsedAt ? `Last used ${when.format(new Date(passkey.lastUsedAt))}` : 'Not used yet'}
        </p>
      </div>
      {action}
    </li>
  );
}

/**
 * The person's passkeys: each signs them in with the device's fingerprint, face or PIN instead of
 * a password, and proves them again before money moves. Adding one asks the browser to make it;
 * removing one asks first.
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState<Passkey | null>(null);
  useFailureToast(passkeys.error, 'Failed to fetch passkeys');
  const supported = passkeysSupported();

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = PasskeyNameSchema.safeParse(readFormAsPosted(form).name ?? '');
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: (added) => {
        form.reset();
        notifySuccess(SECURITY_COPY.success, SECURITY_COPY.passkeyAdded(added.name));
      },
    });
  }

  return (
    <TitledCard
      title="Passkeys"
      description="Sign in with your device’s fingerprint, face or PIN instead of a password. A passkey works only on this site, so it cannot be phished."
    >
      <div className="grid gap-5">
        {passkeys.isPending ? (
          <LoadingText>Loading passkeys...</LoadingText>
        ) : passkeys.isError ? (
          <LoadFailed>Failed to fetch passkeys</LoadFailed>
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted">No passkey yet.</p>
        ) : (
          <ul className="grid divide-y divide-border" aria-label="Your passkeys">
            {passkeys.data.map((passkey) => (
              <PasskeyLine
                key={passkey.id}
                passkey={passkey}
                action={
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => setAsking(passkey)}
                    aria-label={`Remove ${passkey.name}`}
                  >
                    <Trash2 aria-hidden />
                    Remove
                  </Button>
                }
              />
            ))}
          </ul>
        )}
        {supported ? (
          <form
            onSubmit={onAdd}
            noValidate
            className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
          >
            <FormField id="passkey-name" label="Name of the new passkey" error={error}>
              <Input
                id="passkey-name"
                name="name"
                defaultValue={typeof navigator === 'undefined' ? '' : describeBrowser(navigator.userAgent)}
                maxLength={60}
                disabled={add.isPending}
                {...describeField('passkey-name', error)}
              />
            </FormField>
            <Button type="submit" disabled={add.isPending}>
              <Fingerprint aria-hidden />
              {add.isPending ? 'Waiting for your passkey...' : 'Add a passkey'}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted">This browser cannot make passkeys.</p>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Remove this passkey?"
        description={`${asking?.name ?? 'It'} will no longer sign you in. The device keeps it until you delete it there too.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        destructive
        onConfirm={() =>
          asking &&
          remove.mutate(asking.id, {
            onSuccess: () => notifySuccess(SECURITY_COPY.success, SECURITY_COPY.passkeyRemoved(asking.name)),
            onSettled: () => setAsking(null),
          })
        }
      />
    </TitledCard>
  );
}
