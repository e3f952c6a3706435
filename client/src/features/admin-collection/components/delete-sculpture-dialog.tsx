import type { Sculpture } from '@contract/sculpture';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteSculpture } from '../api';

interface DeleteSculptureDialogProps {
  /** The sculpture asked about; null keeps the dialog closed. */
  sculpture: Sculpture | null;
  onClose: () => void;
  /** Where focus goes after a delete: the card and its Delete button are gone. */
  focusAfterDelete: () => HTMLElement | null;
}

/** Deleting asks first, naming the sculpture. */
export function DeleteSculptureDialog({ sculpture, onClose, focusAfterDelete }: DeleteSculptureDialogProps) {
  const remove = useDeleteSculpture();
  return (
    <ConfirmDialog
      open={sculpture !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete sculpture?"
      description={
        <>
          Delete <strong className="font-semibold text-foreground">{sculpture?.title}</strong> and all of its
          images? This action cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onCloseAutoFocus={(event) => {
        const deleted = remove.isSuccess;
        remove.reset();
        if (!deleted) return;
        event.preventDefault();
        focusAfterDelete()?.focus();
      }}
      onConfirm={() => {
        if (sculpture) remove.mutate(sculpture, { onSettled: onClose });
      }}
    />
  );
}
