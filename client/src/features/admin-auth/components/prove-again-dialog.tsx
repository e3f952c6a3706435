import { ADMIN_CALLS } from '@contract/admin-calls';
import { PASSKEY_MESSAGES } from '@contract/passkeys';
import { SECOND_FACTOR_MESSAGES } from '@contract/second-factor';
import { PROOF_MINUTES, ReauthenticateInputSchema } from '@contract/staff';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { describeField } from '@/components/admin/describe-field';
import { Fingerprint, KeyRound } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { readErrorMessage } from '@/lib/api-client';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { meQueryOptions, useReauthenticate } from '../api';
import { answerChallenge, PasskeyCancelled, passkeysSupported } from '../passkey';
import { registerProofPrompt } from '../reauthenticate';

/** What the dialog asks for: the strongest factor the person has, as the server requires. */
function askFor(me: { secondFactor: string; passkeys: number } | undefined) {
  const passkey = (me?.passkeys ?? 0) > 0 && passkeysSupported();
  const code = me?.secondFactor === 'totp';
  return { passkey, code, password: !code && (me?.passkeys ?? 0) === 0 };
}

/**
 * Over the dashboard when a money, erasure, staff, payment or mail step needs proof that it is
 * still the person (one of their passkeys, or a code from their authenticator app, else their
 * password, if not given in the last few minutes): confirming sends the step again; closing lets
 * it fail as it would have.
 */
export function ProveAgainDialog() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  /** A passkey's failure, said under its button (the field's error is the code's or password's). */
  const [passkeyError, setPasskeyError] = useState<string | undefined>();
  const [waitingForPasskey, setWaitingForPasskey] = useState(false);
  const settle = useRef<((proved: boolean) => void) | null>(null);
  const prove = useReauthenticate();
  const ask = askFor(useQuery(meQueryOptions()).data);
  const pending = prove.isPending || waitingForPasskey;

  useEffect(
    () =>
      registerProofPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setError(undefined);
            setPasskeyError(undefined);
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

  const send = (input: Parameters<typeof prove.mutate>[0], onFailure: (message: string) => void) =>
    prove.mutate(input, {
      onSuccess: () => finish(true),
      onError: (failure) => onFailure(readErrorMessage(failure, 'That did not work. Try again.')),
    });

  async function withPasskey() {
    setPasskeyError(undefined);
    setWaitingForPasskey(true);
    try {
      send({ passkey: await answerChallenge(ADMIN_CALLS.reauthenticateOptions) }, setPasskeyError);
    } catch (failure) {
      if (!(failure instanceof PasskeyCancelled))
        setPasskeyError(readErrorMessage(failure, 'That did not work. Try again.'));
    } finally {
      setWaitingForPasskey(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = readFormAsPosted(event.currentTarget).secret ?? '';
    const parsed = ReauthenticateInputSchema.safeParse(
      ask.code ? { code: typed.trim() } : { password: typed },
    );
    if (!parsed.success)
      return setError(ask.code ? SECOND_FACTOR_MESSAGES.codeRequired : 'Password is required');
    send(parsed.data, setError);
  }

  const how = [
    ask.passkey || (!ask.code && !ask.password) ? 'use your passkey' : null,
    ask.code ? 'enter the code your authenticator app shows (or a recovery code)' : null,
    ask.password ? 'enter your password' : null,
  ]
    .filter(Boolean)
    .join(', or ');

  return (
    <Dialog open={open} onOpenChange={(next) => !next && finish(false)}>
      <DialogContent
        title="Confirm it is you"
        description={`This step moves money, erases data or changes who may do what. ${how.charAt(0).toUpperCase()}${how.slice(1)} to go on; you will not be asked again for ${PROOF_MINUTES} minutes.`}
        className="max-w-md"
      >
        <div className="grid gap-5">
          {ask.passkey ? (
            <Button type="button" onClick={withPasskey} disabled={pending} className="w-full" autoFocus>
              <Fingerprint aria-hidden />
              {waitingForPasskey || prove.isPending ? 'Confirming...' : 'Use my passkey'}
            </Button>
          ) : null}
          {passkeyError ? (
            <p role="alert" className="text-sm font-medium text-sold-out">
              {passkeyError}
            </p>
          ) : null}
          {!ask.passkey && !ask.code && !ask.password ? (
            <p role="alert" className="text-sm font-medium text-sold-out">
              {PASSKEY_MESSAGES.unsupported} Confirm from a browser that can use your passkey.
            </p>
          ) : null}
          {ask.code || ask.password ? (
            <form onSubmit={onSubmit} noValidate className="grid gap-5">
              <FormField id="prove-secret" label={ask.code ? 'Code' : 'Password'} error={error}>
                <Input
                  id="prove-secret"
                  name="secret"
                  {...(ask.code
                    ? { autoComplete: 'one-time-code', spellCheck: false }
                    : { type: 'password', autoComplete: 'current-password' })}
                  autoFocus={!ask.passkey}
                  disabled={pending}
                  {...describeField('prove-secret', error)}
                />
              </FormField>
              <Button
                type="submit"
                variant={ask.passkey ? 'secondary' : 'primary'}
                disabled={pending}
                className="w-full"
              >
                <KeyRound aria-hidden />
                {prove.isPending && !waitingForPasskey ? 'Confirming...' : 'Confirm'}
              </Button>
            </form>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
