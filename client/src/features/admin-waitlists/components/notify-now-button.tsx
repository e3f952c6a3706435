import type { WaitlistPiece } from '@contract/audience';
import { useState } from 'react';
import { Send } from '@/components/icons/admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { useNotifyWaitlist } from '../api';
import { WAITLIST_ADMIN_COPY } from '../waitlist-copy';

const copy = WAITLIST_ADMIN_COPY.notify;

/** Emails the members of an available piece who have not had its email; asks first. */
export function NotifyNowButton({ piece }: { piece: WaitlistPiece }) {
  const [asking, setAsking] = useState(false);
  const notify = useNotifyWaitlist();
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={copy.label(piece.title)}
        onClick={() => setAsking(true)}
      >
        <Send className="size-4" aria-hidden />
        {copy.button}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={copy.title}
        description={copy.description(piece.waiting, piece.title)}
        confirmLabel={copy.confirm}
        pendingLabel={copy.pending}
        pending={notify.isPending}
        onConfirm={() =>
          notify.mutate(piece, {
            onSuccess: ({ message }) => toast({ title: copy.done, description: message, variant: 'success' }),
            onSettled: () => setAsking(false),
          })
        }
      />
    </>
  );
}
