import type { JournalPost, JournalPostInput } from '@contract/journal';
import { useState } from 'react';
import { notifySuccess } from '@/components/admin/notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { isDirty } from '@/lib/unsaved/leave-guard';
import { forgetUnsavedDraft } from '@/lib/unsaved/use-unsaved-draft';
import { CONTENT_COPY } from '../../content-copy';
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
  const draftKey = isNew ? 'journal:new' : `journal:${post.id}`;
  const [confirmClose, setConfirmClose] = useState(false);

  /** Closing with edits not saved asks first; they stay kept in the browser either way. */
  function requestOpenChange(next: boolean) {
    if (save.isPending) return;
    if (!next && isDirty(draftKey)) setConfirmClose(true);
    else onOpenChange(next);
  }

  function submit(input: JournalPostInput) {
    save.mutate(
      { id: post?.id ?? null, input },
      {
        onSuccess: () => {
          forgetUnsavedDraft(draftKey);
          notifySuccess(
            CONTENT_COPY.success,
            isNew ? CONTENT_COPY.journal.created : CONTENT_COPY.journal.updated,
          );
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <>
      <Dialog open={open} onOpenChange={requestOpenChange}>
        <DialogContent title={isNew ? 'New Journal Post' : 'Edit Journal Post'} className="max-w-2xl">
          {/* Radix unmounts closed content, so every opening starts from fresh values. */}
          <JournalPostForm
            defaultValues={post ? journalPostValues(post) : newJournalPostValues()}
            draftKey={draftKey}
            isNew={isNew}
            pending={save.isPending}
            submitLabel={isNew ? 'Create Post' : 'Update Post'}
            onSubmit={submit}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title="Close without saving?"
        description="Your changes to this post are not saved. They stay in this browser and come back when you open it again."
        confirmLabel="Close"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setConfirmClose(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}
