import { RETENTION_MONTHS } from '@contract/retention';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { LoadingText } from '@/components/admin/list-states';
import { SettingCard } from '@/components/admin/setting-card';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { privacyQueries, useSaveRetention } from '../api';
import { PRIVACY_COPY } from '../privacy-copy';

const copy = PRIVACY_COPY.retention;
/** What the months field offers when the owner turns retention on: a year. */
const SUGGESTED_MONTHS = 12;

/** Site Settings: whether, and after how many months, closed inquiries and ended reservations are deleted. */
export function RetentionCard() {
  const settings = useQuery(privacyQueries.retention());
  useFailureToast(settings.error, copy.loadFailed);
  const save = useSaveRetention();
  const [edit, setEdit] = useState<{ on: boolean; months: string } | null>(null);
  const saved = settings.data?.months ?? null;
  const on = edit?.on ?? saved !== null;
  const months = edit?.months ?? String(saved ?? SUGGESTED_MONTHS);
  const count = Number(months);
  const valid =
    !on || (Number.isInteger(count) && count >= RETENTION_MONTHS.min && count <= RETENTION_MONTHS.max);
  const switchId = useId();
  const monthsId = useId();
  const hintId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    save.mutate(
      { months: on ? count : null },
      {
        onSuccess: () => {
          setEdit(null);
          toast({ title: copy.saved, variant: 'success' });
        },
      },
    );
  }

  return (
    <SettingCard wide title={copy.title} description={copy.description}>
      {settings.isPending ? (
        <LoadingText>{copy.loading}</LoadingText>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-4">
          <div className="flex items-center gap-3">
            <Switch
              id={switchId}
              checked={on}
              onCheckedChange={(checked) => setEdit({ on: checked, months })}
            />
            <Label htmlFor={switchId}>{copy.toggle}</Label>
          </div>
          {on ? (
            <div className="grid gap-1.5">
              <Label htmlFor={monthsId}>{copy.months}</Label>
              <Input
                id={monthsId}
                type="number"
                inputMode="numeric"
                min={RETENTION_MONTHS.min}
                max={RETENTION_MONTHS.max}
                className="w-28"
                value={months}
                aria-invalid={!valid}
                aria-describedby={hintId}
                onChange={(event) => setEdit({ on, months: event.target.value })}
              />
              <p id={hintId} className="text-xs text-muted">
                {copy.hint}
              </p>
            </div>
          ) : (
            <p className="text-sm text-muted">{copy.off}</p>
          )}
          <div className="flex justify-end">
            <Button type="submit" size="sm" disabled={save.isPending || !valid || edit === null}>
              {save.isPending ? copy.saving : copy.save}
            </Button>
          </div>
        </form>
      )}
    </SettingCard>
  );
}
