import { PROOF_MINUTES, ReauthenticateInputSchema } from '@contract/staff';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { describeField } from '@/components/admin/describe-field';
import { KeyRound } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { readErrorMessage } from '@/lib/api-client';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { useReauthenticate } from '../api';
import { registerProofPrompt } from '../reauthenticate';

/**
 * Over the dashboard when a money, erasure, staff, payment or mail step needs proof that it is
 * still the person (their password, if not given in the last few minutes): confirming sends the
 * step again; closing lets it fail as it would have.
 */
export function ProveAgainDialog() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const settle = useRef<((proved: boolean) => void) | null>(null);
  const prove = useReauthenticate();

  useEffect(
    () =>
      registerProofPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setError(undefined);
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (proved: boolean) => {
    settle.current?.(proved);
    settle.current = null;
    setOpen(false);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ReauthenticateInputSchema.safeParse({
      password: readFormAsPosted(event.currentTarget).password ?? '',
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    prove.mutate(parsed.data, {
      onSuccess: () => finish(true),
      onError: (failure) => setError(readErrorMessage(failure, 'That did not work. Try again.')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && finish(false)}>
      <DialogContent
        title="Confirm it is you"
        description={`This step moves money, erases data or changes who may do what. Enter your password to go on; you will not be asked again for ${PROOF_MINUTES} minutes.`}
        className="max-w-md"
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField id="prove-password" label="Password" error={error}>
            <Input
              id="prove-password"
              name="password"
              type="password"
              autoComplete="current-password"
              autoFocus
              disabled={prove.isPending}
              {...describeField('prove-password', error)}
            />
          </FormField>
          <Button type="submit" disabled={prove.isPending} className="w-full">
            <KeyRound aria-hidden />
            {prove.isPending ? 'Confirming...' : 'Confirm'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
