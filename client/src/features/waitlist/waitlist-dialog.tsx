import { useRef } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { WAITLIST_COPY } from '@/config/copy/audience';
import { useReturnFocus } from '@/lib/use-return-focus';
import { WaitlistForm } from './waitlist-form';

interface WaitlistDialogProps {
  sculptureTitle: string;
  onClose: () => void;
}

/** A small dialog to join one sculpture's waitlist, mounted while open; it closes once joined. */
export function WaitlistDialog({ sculptureTitle, onClose }: WaitlistDialogProps) {
  const returnFocus = useReturnFocus();
  const emailInput = useRef<HTMLInputElement>(null);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`${WAITLIST_COPY.title}: ${sculptureTitle}`}
        description={WAITLIST_COPY.description(sculptureTitle)}
        onCloseAutoFocus={returnFocus}
        onOpenAutoFocus={(event) => {
          // The visitor asked to join: the email box is where they start.
          event.preventDefault();
          emailInput.current?.focus();
        }}
        className="max-w-md"
      >
        <WaitlistForm sculptureTitle={sculptureTitle} onJoined={onClose} inputRef={emailInput} />
      </DialogContent>
    </Dialog>
  );
}
