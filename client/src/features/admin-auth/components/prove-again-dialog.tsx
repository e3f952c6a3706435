import { SECOND_FACTOR_MESSAGES } from '@contract/second-factor';
import { PROOF_MINUTES, ReauthenticateInputSchema } from '@contract/staff';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { describeField } from '@/components/admin/describe-field';
import { KeyRound } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { readErrorMessage } from '@/lib/api-client';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { meQueryOptions, useReauthenticate } from '../api';
import { registerProofPrompt } from '../reauthenticate';

/**
 * Over the dashboard when a money, erasure, staff, payment or mail step needs proof that it is
 * still the person (a code from their authenticator app, else their password, if not given in
 * the last few minutes): confirming sends the
 * step again; closing lets it fail as it would have.
 */
export function ProveAgainDialog() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const settle = useRef<((proved: boolean) => void) | null>(null);
  const prove = useReauthenticate();
  // With an authenticator app, its code proves the person; a password alone does not.
  const byCode = useQuery(meQueryOptions()).data?.secondFactor === 'totp';

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
    const typed = readFormAsPosted(event.currentTarget).secret ?? '';
    const parsed = ReauthenticateInputSchema.safeParse(byCode ? { code: typed.trim() } : { password: typed });
    if (!parsed.success)
      return setError(byCode ? SECOND_FACTOR_MESSAGES.codeRequired : 'Password is required');
    prove.mutate(parsed.data, {
      onSuccess: () => finish(true),
      onError: (failure) => setError(readErrorMessage(failure, 'That did not work. Try again.')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && finish(false)}>
      <DialogContent
        title="Confirm it is you"
        description={`This step moves money, erases data or changes who may do what. ${byCode ? 'Enter the code your authenticator app shows (or a recovery code)' : 'Enter your password'} to go on; you will not be asked again for ${PROOF_MINUTES} minutes.`}
        className="max-w-md"
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField id="prove-secret" label={byCode ? 'Code' : 'Password'} error={error}>
            <Input
              id="prove-secret"
              name="secret"
              {...(byCode
                ? { autoComplete: 'one-time-code', spellCheck: false }
                : { type: 'password', autoComplete: 'current-password' })}
              autoFocus
              disabled={prove.isPending}
              {...describeField('prove-secret', error)}
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
