import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { mailSettingsQuery } from '@/features/admin-content/site-settings/api';
import { reservationQueries, useSaveReservationSettings } from '../api';
import { RESERVATION_ADMIN_COPY as COPY } from '../reservation-admin-copy';

/** Whether the owner is emailed each morning the holds waiting for them, and at which address. */
export function DigestSetting() {
  const settings = useQuery(reservationQueries.settings());
  const mail = useQuery(mailSettingsQuery());
  const save = useSaveReservationSettings();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const stored = settings.data?.ownerDigest;
  const on = chosen ?? stored ?? false;
  const owner = mail.data?.ownerEmail ?? null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) return;
    save.mutate(
      { ownerDigest: chosen },
      {
        onSuccess: () => {
          setChosen(null);
          toast({ title: COPY.setting.saved, variant: 'success' });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-2 rounded-[var(--radius-control)] border border-border p-4">
      <h3 className="font-display text-base font-semibold">{COPY.digest.title}</h3>
      <div className="flex items-start gap-3">
        <Switch
          id="owner-digest"
          checked={on}
          disabled={stored === undefined}
          onCheckedChange={(checked) => setChosen(checked === stored ? null : checked)}
          aria-describedby="owner-digest-hint"
        />
        <Label htmlFor="owner-digest" className="leading-6">
          {COPY.digest.label}
        </Label>
      </div>
      {mail.data ? (
        <p id="owner-digest-hint" className="text-xs text-muted">
          {owner ? COPY.digest.sentTo(owner) : COPY.digest.nowhere}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={save.isPending || chosen === null}>
          {save.isPending ? COPY.setting.saving : COPY.setting.save}
        </Button>
      </div>
    </form>
  );
}
