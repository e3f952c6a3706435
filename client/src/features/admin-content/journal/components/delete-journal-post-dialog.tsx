import type { JournalPost } from '@contract/journal';
import { notifySuccess } from '@/components/admin/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CONTENT_COPY } from '../../content-copy';
import { useDeleteJournalPost } from '../api';

interface DeleteJournalPostDialogProps {
  /** The post to delete; null keeps the dialog closed. */
  post: JournalPost | null;
  onClose: () => void;
}

/** Deleting asks 'Are you sure you want to delete this journal post?' first. */
export function DeleteJournalPostDialog({ post, onClose }: DeleteJournalPostDialogProps) {
  const remove = useDeleteJournalPost();

  function confirm() {
    if (!post) return;
    remove.mutate(post.id, {
      onSuccess: () => notifySuccess(CONTENT_COPY.success, CONTENT_COPY.journal.deleted),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={post !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete journal post"
      description={
        <>
          {CONTENT_COPY.journal.confirmDelete}
          {post ? <span className="mt-2 block font-medium text-foreground">{post.title}</span> : null}
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onConfirm={confirm}
    />
  );
}
