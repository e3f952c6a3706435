import { SECOND_FACTOR_MESSAGES, SecondFactorInputSchema } from '@contract/second-factor';
import { type FormEvent, useState } from 'react';
import { describeField } from '@/components/admin/describe-field';
import { KeyRound } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { readErrorMessage } from '@/lib/api-client';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { useSecondFactorLogin } from '../api';
import { LOGIN_TOASTS } from '../login-toasts';

interface SecondFactorFormProps {
  /** The ticket the right password gave. */
  ticket: string;
  onToken: (token: string) => void;
  /** Back to the password (the ticket ran out, or the person chose to). */
  onRestart: () => void;
}

/** The sign-in's second step: a code from the authenticator app, or one recovery code. */
export function SecondFactorForm({ ticket, onToken, onRestart }: SecondFactorFormProps) {
  const [error, setError] = useState<string | undefined>();
  const verify = useSecondFactorLogin();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SecondFactorInputSchema.safeParse({
      ticket,
      code: readFormAsPosted(event.currentTarget).code,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    verify.mutate(
      { ticket, code: parsed.data.code },
      {
        onSuccess: ({ token }) => onToken(token),
        onError: (failure) => {
          const description = readErrorMessage(failure, SECOND_FACTOR_MESSAGES.codeWrong);
          toast({ title: LOGIN_TOASTS.failed.title, description, variant: 'destructive' });
          if (description === SECOND_FACTOR_MESSAGES.ticketExpired) onRestart();
          else setError(description);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        id="login-code"
        label="Code"
        hint="The 6 digits your authenticator app shows now, or one of your recovery codes."
        error={error}
      >
        <Input
          id="login-code"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          spellCheck={false}
          autoFocus
          disabled={verify.isPending}
          {...describeField('login-code', error, { hint: true })}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={verify.isPending} className="mt-1 w-full">
        <KeyRound aria-hidden />
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onRestart} disabled={verify.isPending}>
        Back to password
      </Button>
    </form>
  );
}
