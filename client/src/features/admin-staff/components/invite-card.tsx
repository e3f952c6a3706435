import { InvitationInputSchema, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@contract/staff';
import { type FormEvent, useState } from 'react';
import { describeField } from '@/components/admin/describe-field';
import { notifySuccess } from '@/components/admin/notify';
import { Mail } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { TitledCard } from '@/components/ui/titled-card';
import { useInvite } from '../api';
import { ROLE_SCOPES } from '../role-scopes';
import { STAFF_COPY } from '../staff-copy';

/** Invites a person by email, with the role they will have; the form is kept if sending fails. */
export function InviteCard() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [error, setError] = useState<string | undefined>();
  const invite = useInvite();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = InvitationInputSchema.safeParse({ email, role });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        setEmail('');
        notifySuccess(STAFF_COPY.success, STAFF_COPY.invited(sent.email));
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid">
      <TitledCard
        title="Invite a person"
        description="They get a link by email to choose their username and password."
        footer={
          <Button type="submit" size="sm" disabled={invite.isPending}>
            <Mail aria-hidden />
            {invite.isPending ? 'Sending...' : 'Send invitation'}
          </Button>
        }
      >
        <FormField id="invite-email" label="Email" error={error}>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            value={email}
            disabled={invite.isPending}
            onChange={(event) => setEmail(event.target.value)}
            {...describeField('invite-email', error)}
          />
        </FormField>
        <FormField id="invite-role" label="Role" hint={ROLE_SCOPES[role]}>
          <NativeSelect
            id="invite-role"
            value={role}
            disabled={invite.isPending}
            aria-describedby="invite-role-hint"
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </TitledCard>
    </form>
  );
}
