import type { Sculpture } from '@contract/sculpture';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { readErrorMessage } from '@/lib/api-client';
import { isKeptPiece, useDeleteSculpture, useHideSculpture } from '../api';
import { KEPT_PIECE_COPY } from '../collection-copy';

interface DeleteSculptureDialogProps {
  /** The sculpture asked about; null keeps the dialog closed. */
  sculpture: Sculpture | null;
  onClose: () => void;
  /** Where focus goes after a delete: the card and its Delete button are gone. */
  focusAfterDelete: () => HTMLElement | null;
}

/**
 * Deleting asks first, naming the sculpture. A piece with sales, certificates or open
 * reservations is refused by the server, which names what it has: the same dialog then says so
 * and offers to hide the piece instead (or, already hidden, that it stays).
 */
export function DeleteSculptureDialog({ sculpture, onClose, focusAfterDelete }: DeleteSculptureDialogProps) {
  const remove = useDeleteSculpture();
  const hide = useHideSculpture();
  const kept = isKeptPiece(remove.error) ? readErrorMessage(remove.error, '') : null;
  const close = onClose;
  const onCloseAutoFocus = (event: Event) => {
    const deleted = remove.isSuccess;
    remove.reset();
    hide.reset();
    if (!deleted) return;
    event.preventDefault();
    focusAfterDelete()?.focus();
  };

  if (kept !== null) {
    const hidden = sculpture?.published === 'false';
    return (
      <ConfirmDialog
        open={sculpture !== null}
        onOpenChange={(open) => !open && close()}
        title={hidden ? KEPT_PIECE_COPY.hiddenTitle : KEPT_PIECE_COPY.title}
        description={
          <>
            <strong className="block font-semibold text-foreground">{kept}</strong>
            <span className="mt-2 block">
              {hidden ? KEPT_PIECE_COPY.alreadyHidden : KEPT_PIECE_COPY.explain}
            </span>
          </>
        }
        confirmLabel={hidden ? KEPT_PIECE_COPY.close : KEPT_PIECE_COPY.hide}
        pendingLabel={KEPT_PIECE_COPY.hiding}
        pending={hide.isPending}
        onCloseAutoFocus={onCloseAutoFocus}
        onConfirm={() => {
          if (!sculpture || hidden) return close();
          hide.mutate(sculpture, { onSuccess: close });
        }}
      />
    );
  }

  return (
    <ConfirmDialog
      open={sculpture !== null}
      onOpenChange={(open) => !open && close()}
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
      onCloseAutoFocus={onCloseAutoFocus}
      onConfirm={() => {
        if (!sculpture) return;
        // A refused delete keeps the dialog open, to say what the piece has (see above).
        remove.mutate(sculpture, { onSuccess: close, onError: (error) => !isKeptPiece(error) && close() });
      }}
    />
  );
}
