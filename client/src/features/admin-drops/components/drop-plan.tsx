import { SALE_MODES } from '@contract/draws';
import { EDITION_SIZE_MAX } from '@contract/editions';
import { SIZE_MODEL_LABELS, SIZE_MODELS } from '@contract/limits';
import type { Sculpture } from '@contract/sculpture';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormSection } from '@/components/admin/form-section';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { audienceQueries } from '@/features/admin-audience/api';
import { useSaveSculpture } from '@/features/admin-collection/api';
import { releaseStatusWarning } from '@/features/admin-collection/release-status';
import {
  SculptureFormSchema,
  sculptureToFormValues,
  statusOptions,
} from '@/features/admin-collection/sculpture-form-schema';
import { waitlistQueries } from '@/features/admin-waitlists/api';
import { readErrorMessage } from '@/lib/api-client';
import { formatTimestamp } from '@/lib/format-date';
import { localTimeZone } from '@/lib/local-datetime';
import { drawQueries } from '../api';
import { DRAW_ADMIN_COPY as DRAW_COPY, DRAW_WINDOWS } from '../draw-admin-copy';
import { dropChecks, releaseNewsletters } from '../drop-checks';
import { DrawPanel } from './draw-panel';
import { UnsolvedRequests } from './unsolved-requests';

type PlanField =
  | 'releaseAt'
  | 'statusAtRelease'
  | 'editionSize100'
  | 'editionSize450'
  | 'saleMode100'
  | 'saleMode450'
  | 'drawWindowMinutes';

/**
 * One piece's drop on one screen: when it unlocks, what it becomes, how many numbers each size
 * has, who will be emailed, which newsletter goes out with it, and what still needs doing.
 */
export function DropPlan({ piece }: { piece: Sculpture }) {
  const initial = sculptureToFormValues(piece, null);
  const [plan, setPlan] = useState<Record<PlanField, string>>({
    releaseAt: initial.releaseAt ?? '',
    statusAtRelease: initial.statusAtRelease ?? 'Available',
    editionSize100: String(initial.editionSize100 ?? ''),
    editionSize450: String(initial.editionSize450 ?? ''),
    saleMode100: piece.saleMode100,
    saleMode450: piece.saleMode450,
    drawWindowMinutes: String(piece.drawWindowMinutes),
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSculpture(piece.id);
  const queryClient = useQueryClient();
  const waitlists = useQuery(waitlistQueries.pieces());
  const campaigns = useQuery(audienceQueries.campaigns());
  const waitlist = waitlists.data?.find((row) => row.sculptureId === piece.id);
  const checks = dropChecks(piece, waitlist);
  const newsletters = releaseNewsletters(piece, campaigns.data ?? []);
  const warning = releaseStatusWarning(plan.releaseAt, plan.statusAtRelease);
  const set = (field: PlanField) => (value: string) => setPlan((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = SculptureFormSchema.safeParse({ ...initial, ...plan });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the plan');
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast({ title: 'Drop saved', description: saved.title, variant: 'success' });
        // A size set to draw has its draw, and its commitment, from the next read.
        void queryClient.invalidateQueries({ queryKey: drawQueries.ofPiece(piece.id).queryKey });
      },
      onError: (failure) => setError(readErrorMessage(failure, 'Failed to save the drop')),
    });
  }

  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={`Drop of ${piece.title}`}>
        <FormSection title="Release" description="When the piece unlocks by itself and what it becomes then.">
          <FormField
            id="drop-releaseAt"
            label={`Release time (${localTimeZone()})`}
            className="md:col-span-2"
          >
            <Input
              id="drop-releaseAt"
              type="datetime-local"
              value={plan.releaseAt}
              onChange={(event) => set('releaseAt')(event.target.value)}
            />
          </FormField>
          <FormField id="drop-statusAtRelease" label="Status at release">
            <NativeSelect
              id="drop-statusAtRelease"
              value={plan.statusAtRelease}
              onChange={(event) => set('statusAtRelease')(event.target.value)}
            >
              {statusOptions(piece.statusAtRelease).map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {SIZE_MODELS.map((size) => (
            <FormField
              key={size}
              id={`drop-editionSize${size}`}
              label={`${SIZE_MODEL_LABELS[size]} edition size`}
            >
              <Input
                id={`drop-editionSize${size}`}
                type="number"
                inputMode="numeric"
                min={1}
                max={EDITION_SIZE_MAX}
                value={plan[`editionSize${size}`]}
                onChange={(event) => set(`editionSize${size}`)(event.target.value)}
              />
            </FormField>
          ))}
          {SIZE_MODELS.map((size) => (
            <FormField
              key={size}
              id={`drop-saleMode${size}`}
              label={DRAW_COPY.saleMode(SIZE_MODEL_LABELS[size])}
            >
              <NativeSelect
                id={`drop-saleMode${size}`}
                value={plan[`saleMode${size}`]}
                onChange={(event) => set(`saleMode${size}`)(event.target.value)}
              >
                {SALE_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {DRAW_COPY.modes[mode]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ))}
          {plan.saleMode100 === 'draw' || plan.saleMode450 === 'draw' ? (
            <FormField id="drop-drawWindowMinutes" label={DRAW_COPY.window} hint={DRAW_COPY.windowHint}>
              <NativeSelect
                id="drop-drawWindowMinutes"
                value={plan.drawWindowMinutes}
                aria-describedby="drop-drawWindowMinutes-hint"
                onChange={(event) => set('drawWindowMinutes')(event.target.value)}
              >
                {windowOptions(Number(piece.drawWindowMinutes)).map((option) => (
                  <option key={option.minutes} value={String(option.minutes)}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
          {warning ? (
            <p
              role="status"
              className="rounded-[var(--radius-control)] border border-accent/50 bg-accent/10 px-3 py-2 text-sm md:col-span-2"
            >
              {warning}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-sold-out md:col-span-2">
              {error}
            </p>
          ) : null}
          <div className="md:col-span-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save drop'}
            </Button>
          </div>
        </FormSection>
      </form>
      <div className="grid gap-4">
        <DrawPanel sculptureId={piece.id} slug={piece.slug} />
        <FormSection title="Before the minute" description="Checked against what is saved.">
          <ul className="grid gap-2 md:col-span-2" aria-label="Checks before the drop">
            {checks.map((check) => (
              <li key={check.id} className="flex gap-2 text-sm">
                <span aria-hidden className={check.ok ? 'text-available' : 'text-sold-out'}>
                  {check.ok ? '✓' : '✗'}
                </span>
                <span>
                  <span className="sr-only">{check.ok ? 'Ready: ' : 'To do: '}</span>
                  {check.text}
                </span>
              </li>
            ))}
          </ul>
        </FormSection>
        <FormSection title="Waitlist" description="Emailed once, when the piece is unlocked and Available.">
          <p className="text-sm md:col-span-2">
            {waitlists.isPending
              ? 'Loading the waitlist...'
              : waitlist
                ? `${waitlist.members} ${waitlist.members === 1 ? 'member' : 'members'}; ${waitlist.queued} emailed so far, ${waitlist.waiting} waiting for the release.`
                : 'Nobody has joined its waitlist yet.'}
          </p>
        </FormSection>
        <FormSection
          title="Newsletter at release"
          description="Compose one in Newsletters and choose to send it at this piece's release."
        >
          {newsletters.length === 0 ? (
            <p className="text-sm text-muted md:col-span-2">No newsletter waits for this release.</p>
          ) : (
            <ul className="grid gap-1 text-sm md:col-span-2">
              {newsletters.map((campaign) => (
                <li key={campaign.id}>
                  "{campaign.subject}", saved {formatTimestamp(campaign.updatedAt)}
                </li>
              ))}
            </ul>
          )}
        </FormSection>
        <UnsolvedRequests sculptureId={piece.id} />
      </div>
    </div>
  );
}

/** The offered windows, with a piece's own if it is not one of them, so saving never changes it. */
function windowOptions(current: number) {
  if (DRAW_WINDOWS.some((option) => option.minutes === current)) return DRAW_WINDOWS;
  return [...DRAW_WINDOWS, { minutes: current, label: `${current} minutes` }].sort(
    (a, b) => a.minutes - b.minutes,
  );
}
