import type { JournalPost, JournalPostInput } from '@contract/journal';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { readErrorMessage } from '@/lib/api-client';
import { CONTENT_COPY } from '../../content-copy';
import { notifyFailure, notifySuccess } from '../../notify';
import { useSaveJournalPost } from '../api';
import { journalPostValues, newJournalPostValues } from '../journal-form';
import { JournalPostForm } from './journal-post-form';

interface JournalPostDialogProps {
  /** The post being edited, or null for a new one. */
  post: JournalPost | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Create or edit a post. The dialog closes on success; on failure it stays open with the
 * fields as typed and the server's reason (a duplicate slug, say) in the toast.
 */
export function JournalPostDialog({ post, open, onOpenChange }: JournalPostDialogProps) {
  const save = useSaveJournalPost();
  const isNew = post === null;

  function submit(input: JournalPostInput) {
    save.mutate(
      { id: post?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(
            CONTENT_COPY.success,
            isNew ? CONTENT_COPY.journal.created : CONTENT_COPY.journal.updated,
          );
          onOpenChange(false);
        },
        onError: (error) => {
          console.error(CONTENT_COPY.journal.saveFailed, error);
          notifyFailure(readErrorMessage(error, CONTENT_COPY.journal.saveFailed));
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent title={isNew ? 'New Journal Post' : 'Edit Journal Post'} className="max-w-2xl">
        {/* Radix unmounts closed content, so every opening starts from fresh values. */}
        <JournalPostForm
          defaultValues={post ? journalPostValues(post) : newJournalPostValues()}
          isNew={isNew}
          pending={save.isPending}
          submitLabel={isNew ? 'Create Post' : 'Update Post'}
          onSubmit={submit}
        />
      </DialogContent>
    </Dialog>
  );
}
