import { AcceptInvitationSchema, MIN_PASSWORD_LENGTH_TEXT } from '@contract/staff';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeField } from '@/components/admin/describe-field';
import { notifyFailure, notifySuccess } from '@/components/admin/notify';
import { Fingerprint, LogIn } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { createPasskey, PasskeyCancelled, passkeysSupported } from '@/features/admin-auth/passkey';
import { describeBrowser } from '@/features/admin-security/describe-browser';
import { ApiError } from '@/lib/api-client';
import { saveAdminToken } from '@/lib/auth-status';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { useAcceptInvitation, useInvitationPasskeyOptions } from '../api';
import { STAFF_COPY } from '../staff-copy';

type Field = 'username' | 'password' | 'repeatPassword';

/**
 * The invited person chooses a username and a password (typed twice), or a passkey instead; the
 * account is made and signed in, and the dashboard opens. A refusal (a taken name, a used link)
 * keeps what was typed.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const accept = useAcceptInvitation();
  const passkeyOptions = useInvitationPasskeyOptions();
  /** Between asking for the challenge and the browser's passkey dialog closing. */
  const [makingPasskey, setMakingPasskey] = useState(false);
  const navigate = useNavigate();
  const pending = accept.isPending || makingPasskey;

  const signedIn = ({ token: session }: { token: string }) => {
    if (!saveAdminToken(session)) return notifyFailure('Unable to save login credentials', 'Login failed');
    notifySuccess('Welcome', 'Your account is ready. This is the studio’s dashboard.');
    navigate(paths.admin);
  };

  /** A passkey instead of a password: the name is checked first, then the browser makes the key. */
  async function withPasskey(form: HTMLFormElement | null) {
    if (!form) return;
    const username = (readFormAsPosted(form).username ?? '').trim();
    const parsed = AcceptInvitationSchema.safeParse({ token, username, password: 'x'.repeat(64) });
    const usernameError = parsed.success
      ? undefined
      : parsed.error.issues.find((issue) => issue.path[0] === 'username')?.message;
    setErrors(usernameError ? { username: usernameError } : {});
    if (usernameError) return;
    setMakingPasskey(true);
    try {
      const options = await passkeyOptions.mutateAsync({ token, username });
      const passkey = await createPasskey(options);
      accept.mutate(
        { token, username, passkey, passkeyName: describeBrowser(navigator.userAgent) },
        { onSuccess: signedIn },
      );
    } catch (failure) {
      // A closed passkey dialog is a choice; the options' own failure has had its toast.
      if (!(failure instanceof PasskeyCancelled) && !(failure instanceof ApiError))
        notifyFailure((failure as Error).message, STAFF_COPY.acceptFailed);
    } finally {
      setMakingPasskey(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readFormAsPosted(event.currentTarget);
    const values = { token, username: fields.username ?? '', password: fields.password ?? '' };
    const found: Partial<Record<Field, string>> = {};
    const parsed = AcceptInvitationSchema.safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'token') notifyFailure(issue.message, STAFF_COPY.acceptFailed);
        else found[field as Field] ??= issue.message;
      }
    if (!found.password && fields.repeatPassword !== values.password)
      found.repeatPassword = STAFF_COPY.mismatch;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    accept.mutate(parsed.data, { onSuccess: signedIn });
  }

  const field = (name: Field, label: string, type: string, autoComplete: string, hint?: string) => (
    <FormField id={`invite-${name}`} label={label} hint={hint} error={errors[name]}>
      <Input
        id={`invite-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        disabled={pending}
        {...describeField(`invite-${name}`, errors[name], { hint: !!hint })}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {field('username', 'Username', 'text', 'username', 'What you sign in with: no spaces.')}
      {field('password', 'Password', 'password', 'new-password', MIN_PASSWORD_LENGTH_TEXT)}
      {field('repeatPassword', 'Password again', 'password', 'new-password')}
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        <LogIn aria-hidden />
        {accept.isPending && !makingPasskey ? 'Creating your account...' : 'Create my account'}
      </Button>
      {passkeysSupported() ? (
        <>
          <p className="flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
            or, without a password
          </p>
          <Button
            type="button"
            variant="secondary"
            size="lg"
            disabled={pending}
            className="w-full"
            onClick={(event) => void withPasskey(event.currentTarget.form)}
          >
            <Fingerprint aria-hidden />
            {makingPasskey ? 'Waiting for your passkey...' : 'Use a passkey instead'}
          </Button>
        </>
      ) : null}
    </form>
  );
}
