import type { CampaignSummary } from '@contract/newsletter';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteDraft, useScheduledChange } from '../api';
import { AUDIENCE_COPY } from '../audience-copy';

const copy = AUDIENCE_COPY.campaigns;

/**
 * A draft opens in the composer or is deleted; a scheduled newsletter goes back to the drafts
 * to be changed (and scheduled again), or is cancelled. Both removals ask first.
 */
export function CampaignActions({
  campaign,
  onOpen,
}: {
  campaign: CampaignSummary;
  onOpen: (id: number) => void;
}) {
  const [confirm, setConfirm] = useState(false);
  const cancel = useScheduledChange('cancel');
  const unschedule = useScheduledChange('unschedule');
  const remove = useDeleteDraft();
  const name = campaign.subject || 'this newsletter';

  if (campaign.state === 'draft') {
    return (
      <>
        <Button size="sm" variant="secondary" onClick={() => onOpen(campaign.id)} aria-label={`Open ${name}`}>
          {copy.open}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirm(true)} aria-label={`Delete ${name}`}>
          {copy.delete}
        </Button>
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={copy.deleteConfirm.title}
          description={copy.deleteConfirm.description}
          confirmLabel={copy.deleteConfirm.confirm}
          pendingLabel={copy.deleteConfirm.pending}
          pending={remove.isPending}
          destructive
          onConfirm={() => remove.mutate(campaign.id, { onSettled: () => setConfirm(false) })}
        />
      </>
    );
  }
  if (campaign.state !== 'scheduled') return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={unschedule.isPending}
        aria-label={`Edit ${name}`}
        onClick={() => unschedule.mutate(campaign.id, { onSuccess: () => onOpen(campaign.id) })}
      >
        {copy.edit}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirm(true)} aria-label={`Cancel ${name}`}>
        {copy.cancel}
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={copy.cancelConfirm.title}
        description={copy.cancelConfirm.description}
        confirmLabel={copy.cancelConfirm.confirm}
        cancelLabel={copy.cancelConfirm.keep}
        pendingLabel={copy.cancelConfirm.pending}
        pending={cancel.isPending}
        destructive
        onConfirm={() => cancel.mutate(campaign.id, { onSettled: () => setConfirm(false) })}
      />
    </>
  );
}
