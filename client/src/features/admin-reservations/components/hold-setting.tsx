import { RESERVATION_OWNER_HOLD_DAYS } from '@contract/reservation-states';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { reservationQueries, useSaveReservationSettings } from '../api';
import { RESERVATION_ADMIN_COPY as COPY } from '../reservation-admin-copy';

/** How many days a confirmed hold waits for the owner's decision before it lapses. */
export function HoldSetting() {
  const settings = useQuery(reservationQueries.settings());
  const save = useSaveReservationSettings();
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? (settings.data ? String(settings.data.ownerHoldDays) : '');
  const days = Number(value);
  const valid =
    Number.isInteger(days) &&
    days >= RESERVATION_OWNER_HOLD_DAYS.min &&
    days <= RESERVATION_OWNER_HOLD_DAYS.max;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    save.mutate(
      { ownerHoldDays: days },
      {
        onSuccess: () => {
          setTyped(null);
          toast({ title: COPY.setting.saved, variant: 'success' });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-2 rounded-[var(--radius-control)] border border-border p-4">
      <h3 className="font-display text-base font-semibold">{COPY.setting.title}</h3>
      <Label htmlFor="owner-hold-days">{COPY.setting.label}</Label>
      {/* The button beside the short number, of its height: not pushed out past the label's width. */}
      <div className="flex items-center gap-3">
        <Input
          id="owner-hold-days"
          type="number"
          min={RESERVATION_OWNER_HOLD_DAYS.min}
          max={RESERVATION_OWNER_HOLD_DAYS.max}
          className="w-28"
          value={value}
          aria-describedby="owner-hold-days-hint"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" disabled={save.isPending || !valid || typed === null}>
          {save.isPending ? COPY.setting.saving : COPY.setting.save}
        </Button>
      </div>
      <p id="owner-hold-days-hint" className="text-xs text-muted">
        {COPY.setting.hint}
      </p>
    </form>
  );
}
