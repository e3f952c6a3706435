import { AcceptInvitationSchema, MIN_PASSWORD_LENGTH_TEXT } from '@contract/staff';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeField } from '@/components/admin/describe-field';
import { notifyFailure, notifySuccess } from '@/components/admin/notify';
import { LogIn } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { saveAdminToken } from '@/lib/auth-status';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { useAcceptInvitation } from '../api';
import { STAFF_COPY } from '../staff-copy';

type Field = 'username' | 'password' | 'repeatPassword';

/**
 * The invited person chooses a username and a password (typed twice); the account is made and
 * signed in, and the dashboard opens. A refusal (a taken name, a used link) keeps what was typed.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

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
    accept.mutate(parsed.data, {
      onSuccess: ({ token: session }) => {
        if (!saveAdminToken(session))
          return notifyFailure('Unable to save login credentials', 'Login failed');
        notifySuccess('Welcome', 'Your account is ready. This is the studio’s dashboard.');
        navigate(paths.admin);
      },
    });
  }

  const field = (name: Field, label: string, type: string, autoComplete: string, hint?: string) => (
    <FormField id={`invite-${name}`} label={label} hint={hint} error={errors[name]}>
      <Input
        id={`invite-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        disabled={accept.isPending}
        {...describeField(`invite-${name}`, errors[name], { hint: !!hint })}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {field('username', 'Username', 'text', 'username', 'What you sign in with: no spaces.')}
      {field('password', 'Password', 'password', 'new-password', MIN_PASSWORD_LENGTH_TEXT)}
      {field('repeatPassword', 'Password again', 'password', 'new-password')}
      <Button type="submit" size="lg" disabled={accept.isPending} className="mt-1 w-full">
        <LogIn aria-hidden />
        {accept.isPending ? 'Creating your account...' : 'Create my account'}
      </Button>
    </form>
  );
}
