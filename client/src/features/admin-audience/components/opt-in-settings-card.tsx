import type { AudienceSettings } from '@contract/audience';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryStates } from '@/components/admin/list-states';
import { notifySuccess } from '@/components/admin/notify';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { Save } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { TitledCard } from '@/components/ui/titled-card';
import { audienceQueries, useSaveAudienceSettings } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';

const copy = AUDIENCE_COPY.optIn;

function OptInForm({ settings }: { settings: AudienceSettings }) {
  const [doubleOptIn, setDoubleOptIn] = useState(settings.doubleOptIn);
  const save = useSaveAudienceSettings();
  const unchanged = doubleOptIn === settings.doubleOptIn;

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate(
      { doubleOptIn },
      {
        onSuccess: (saved) => notifySuccess(copy.saved, saved.doubleOptIn ? copy.savedOn : copy.savedOff),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex flex-1 items-start justify-between gap-4 rounded-md border border-border bg-background p-3">
        <div className="grid gap-0.5">
          <Label htmlFor="double-opt-in">{copy.label}</Label>
          <p id="double-opt-in-hint" className="text-xs text-muted">
            {copy.hint}
          </p>
        </div>
        <Switch
          id="double-opt-in"
          checked={doubleOptIn}
          onCheckedChange={setDoubleOptIn}
          aria-describedby="double-opt-in-hint"
        />
      </div>
      <Button
        type="submit"
        size="sm"
        className="self-end sm:self-center"
        disabled={save.isPending || unchanged}
      >
        <Save aria-hidden />
        {save.isPending ? copy.saving : copy.save}
      </Button>
    </form>
  );
}

/** Said only while the hour's cap of confirmation emails is reached. */
function CapReached() {
  const cap = useQuery(audienceQueries.confirmationCap());
  if (!cap.data?.reached) return null;
  return (
    <p
      role="status"
      className="mb-3 rounded-md border border-sold-out/40 bg-background p-3 text-sm text-sold-out"
    >
      {copy.capReached(cap.data.perHour)}
    </p>
  );
}

/** Double opt-in, for the newsletter and the waitlists alike; off by default (subscribing is enough). */
export function OptInSettingsCard() {
  const settings = useQuery(audienceQueries.settings());
  useFailureToast(settings.error, copy.loadFailed);
  return (
    <TitledCard title={copy.title} description={copy.description}>
      <CapReached />
      <QueryStates query={settings} loadingText={copy.loading} failedText={copy.loadFailed}>
        {(loaded) => <OptInForm settings={loaded} />}
      </QueryStates>
    </TitledCard>
  );
}
