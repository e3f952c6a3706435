import { type LoginInput, LoginInputSchema } from '@contract/auth';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { LogIn } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { readErrorMessage } from '@/lib/api-client';
import { saveAdminToken } from '@/lib/auth-status';
import { readFormAsPosted } from '@/lib/form-as-posted';
import { useLogin } from '../api';
import { LOGIN_TOASTS } from '../login-toasts';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondFactorForm } from './second-factor-form';

type FieldErrors = Partial<Record<keyof LoginInput, string>>;

/** Field checks, from the contract's own schema. */
function validate(values: LoginInput): FieldErrors {
  const parsed = LoginInputSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= issue.message;
  }
  return errors;
}

interface LoginFormProps {
  /** Instead of the welcome toast and the move to the dashboard (the sign-in-again dialog). */
  onSignedIn?: () => void;
}

/**
 * The sign-in form. Its fields are read as posted (lib/form-as-posted.ts), as the public forms'
 * are: what a password manager or the browser's autofill put in them without an input event is
 * what is sent, as it is what the admin sees.
 */
export function LoginForm({ onSignedIn }: LoginFormProps = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Set once the password was right for an account with an authenticator app. */
  const [ticket, setTicket] = useState<string | null>(null);
  const login = useLogin();
  const navigate = useNavigate();

  function finish(token: string) {
    if (!saveAdminToken(token)) {
      toast({ ...LOGIN_TOASTS.notSaved, variant: 'destructive' });
      return;
    }
    if (onSignedIn) return onSignedIn();
    toast({ ...LOGIN_TOASTS.succeeded, variant: 'success' });
    navigate(paths.admin);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readFormAsPosted(event.currentTarget);
    const values = { username: fields.username ?? '', password: fields.password ?? '' };
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate(values, {
      onSuccess: (answer) => ('token' in answer ? finish(answer.token) : setTicket(answer.ticket)),
      onError: (error) =>
        toast({
          title: LOGIN_TOASTS.failed.title,
          description: readErrorMessage(error, LOGIN_TOASTS.failed.fallback),
          variant: 'destructive',
        }),
    });
  }

  const field = (name: keyof LoginInput) => ({
    id: `login-${name}`,
    name,
    disabled: login.isPending,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `login-${name}-error` : undefined,
  });

  if (ticket) return <SecondFactorForm ticket={ticket} onToken={finish} onRestart={() => setTicket(null)} />;

  return (
    <div className="grid gap-5">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id="login-username" label="Username" error={errors.username}>
          <Input {...field('username')} autoComplete="username" placeholder="Enter username" autoFocus />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password}>
          <Input
            {...field('password')}
            type="password"
            autoComplete="current-password"
            placeholder="Enter password"
          />
        </FormField>
        <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
          <LogIn aria-hidden />
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <PasskeySignIn onToken={finish} disabled={login.isPending} />
    </div>
  );
}
