import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type ImageToDelete, useDeleteSculptureImage } from '../api';

export interface DeleteTarget extends ImageToDelete {
  /** How the dialog names the image: 'Thumbnail', 'Gallery image 3'. */
  label: string;
}

interface DeleteImageDialogProps {
  sculptureId: number;
  target: DeleteTarget | null;
  onClose: () => void;
  /** Focus goes here after the dialog: the deleted image's button is gone by then. */
  onCloseAutoFocus: (event: Event) => void;
}

/** Deleting an image asks first; the file and its reference go together. */
export function DeleteImageDialog({
  sculptureId,
  target,
  onClose,
  onCloseAutoFocus,
}: DeleteImageDialogProps) {
  const remove = useDeleteSculptureImage(sculptureId);
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this image?"
      description={
        target
          ? `${target.label} will be removed from the sculpture and its file deleted. This action cannot be undone.`
          : ''
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onCloseAutoFocus={onCloseAutoFocus}
      onConfirm={() => target && remove.mutate(target, { onSettled: onClose })}
    />
  );
}
