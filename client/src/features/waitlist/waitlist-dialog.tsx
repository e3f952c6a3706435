import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { WAITLIST_COPY } from '@/config/copy/audience';
import { TOASTS } from '@/config/toast-copy';
import { useEmailCapture } from '@/features/newsletter/use-email-capture';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useJoinWaitlist } from './api';

interface WaitlistDialogProps {
  sculptureTitle: string;
  onClose: () => void;
}

/** A small dialog to join one sculpture's waitlist, mounted while open; it closes once joined. */
export function WaitlistDialog({ sculptureTitle, onClose }: WaitlistDialogProps) {
  const returnFocus = useReturnFocus();
  const emailInput = useRef<HTMLInputElement>(null);
  const { email, setEmail, onSubmit, isPending } = useEmailCapture(useJoinWaitlist(sculptureTitle), {
    success: TOASTS.waitlistJoined(sculptureTitle),
    failure: TOASTS.waitlistFailed,
    onSuccess: onClose,
  });

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
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <label htmlFor="waitlist-email" className="sr-only">
            {WAITLIST_COPY.emailLabel}
          </label>
          <Input
            ref={emailInput}
            id="waitlist-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={WAITLIST_COPY.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={isPending}
          />
          <Button type="submit" disabled={isPending} className="w-full sm:justify-self-end sm:w-auto">
            {isPending ? WAITLIST_COPY.joining : WAITLIST_COPY.join}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
