import { type FormEvent, useState } from 'react';
import { notifySuccess } from '@/components/admin/notify';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { TitledCard } from '@/components/ui/titled-card';
import { useSaveStaffPolicy, useStaffPolicy } from '../api';
import { SECURITY_COPY } from '../security-copy';

/**
 * The Owner's rule that every account signs in with an authenticator app or a passkey: a person
 * with a password only is led to set one up right after signing in, and can do nothing else
 * until then (the server holds them to it).
 */
export function SignInRuleCard() {
  const policy = useStaffPolicy();
  const save = useSaveStaffPolicy();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const stored = policy.data?.requireSecondFactor;
  const on = chosen ?? stored ?? false;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) return;
    save.mutate(
      { requireSecondFactor: chosen },
      {
        onSuccess: (saved) => {
          setChosen(null);
          notifySuccess(
            SECURITY_COPY.success,
            saved.requireSecondFactor
              ? 'Everyone now needs an authenticator app or a passkey. Anyone without one sets it up at their next step.'
              : 'A password alone signs people in again.',
          );
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid">
      <TitledCard
        title="Sign-in rule for the studio"
        description="A stolen password alone opens nothing when everyone also has an authenticator app or a passkey."
        footer={
          <Button type="submit" size="sm" disabled={save.isPending || chosen === null}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        }
      >
        <div className="flex items-start gap-3">
          <Switch
            id="require-second-factor"
            checked={on}
            disabled={stored === undefined || save.isPending}
            onCheckedChange={(checked) => setChosen(checked === stored ? null : checked)}
            aria-describedby="require-second-factor-hint"
          />
          <Label htmlFor="require-second-factor" className="leading-6">
            Require an authenticator app or a passkey for every account
          </Label>
        </div>
        <p id="require-second-factor-hint" className="mt-2 text-xs text-muted">
          People who have neither are asked to set one up right after they sign in with their password, before
          they can open anything else.
        </p>
      </TitledCard>
    </form>
  );
}
