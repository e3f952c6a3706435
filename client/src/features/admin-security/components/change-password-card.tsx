import { ChangePasswordInputSchema, MIN_PASSWORD_LENGTH } from '@contract/auth';
import { type FormEvent, useState } from 'react';
import { describeField } from '@/components/admin/describe-field';
import { notifySuccess } from '@/components/admin/notify';
import { KeyRound } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TitledCard } from '@/components/ui/titled-card';
import { useChangePassword } from '../api';
import { SECURITY_COPY } from '../security-copy';

const EMPTY = { currentPassword: '', newPassword: '', repeatPassword: '' };
type Field = keyof typeof EMPTY;

/** Asks the current password; the new one must be typed twice. Other browsers are signed out. */
export function ChangePasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const parsed = ChangePasswordInputSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    }
    if (!found.newPassword && values.repeatPassword !== values.newPassword) {
      found.repeatPassword = SECURITY_COPY.mismatch;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notifySuccess(SECURITY_COPY.success, SECURITY_COPY.passwordChanged);
        },
      },
    );
  }

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => {
    const id = `security-${name}`;
    return (
      <FormField id={id} label={label} hint={hint} error={errors[name]}>
        <Input
          id={id}
          name={name}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          disabled={change.isPending}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          {...describeField(id, errors[name], { hint: !!hint })}
        />
      </FormField>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid">
      <TitledCard
        title="Change password"
        description="Every other browser is signed out; this one stays in."
        footer={
          <Button type="submit" size="sm" disabled={change.isPending}>
            <KeyRound aria-hidden />
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        }
      >
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password', `At least ${MIN_PASSWORD_LENGTH} characters.`)}
        {field('repeatPassword', 'New password again', 'new-password')}
      </TitledCard>
    </form>
  );
}
