import type { StudioTransfer } from '@contract/account';
import { TEXT_LIMITS } from '@contract/limits';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useBlockResale } from '../api';
import { RESALES_COPY as COPY } from '../resales-copy';

/**
 * The owner's block of an open resale: the reason first (both collectors are told it), then a
 * question before it goes, since a block cannot be taken back. A failure leaves the form and the
 * reason as typed; the failure toast says what happened.
 */
export function BlockResaleForm({
  transfer,
  piece,
  onDone,
}: {
  transfer: StudioTransfer;
  piece: string;
  onDone: () => void;
}) {
  const id = useId();
  const block = useBlockResale();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim()) setAsking(true);
      }}
      className="grid gap-3 rounded-md border border-border p-3"
    >
      <FormField id={`${id}-reason`} label={COPY.reason} required>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          required
          rows={2}
          maxLength={TEXT_LIMITS.medium}
          placeholder={COPY.reasonPlaceholder}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={block.isPending}>
          {block.isPending ? COPY.blocking : COPY.block}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone} disabled={block.isPending}>
          {COPY.cancel}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={COPY.confirm.title}
        description={COPY.confirm.description(piece)}
        confirmLabel={COPY.block}
        pendingLabel={COPY.blocking}
        pending={block.isPending}
        destructive
        onConfirm={() =>
          block.mutate(
            { id: transfer.id, reason: reason.trim() },
            { onSuccess: onDone, onSettled: () => setAsking(false) },
          )
        }
      />
    </form>
  );
}
