import { RESERVATION_COPY } from '@contract/reservation-copy';
import { useRef } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useReturnFocus } from '@/lib/use-return-focus';
import { ReservationForm } from './reservation-form';

interface ReserveDialogProps {
  sculpture: { id: number; slug: string; title: string };
  size: '100' | '450';
  onClose: () => void;
}

/** The reservation form in a dialog, mounted while open; it shows the place once sent. */
export function ReserveDialog({ sculpture, size, onClose }: ReserveDialogProps) {
  const returnFocus = useReturnFocus();
  const nameInput = useRef<HTMLInputElement>(null);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={RESERVATION_COPY.dialogTitle(sculpture.title, size)}
        description={RESERVATION_COPY.dialogIntro}
        onCloseAutoFocus={returnFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          nameInput.current?.focus();
        }}
        className="max-w-lg"
      >
        <ReservationForm sculptureId={sculpture.id} slug={sculpture.slug} size={size} nameRef={nameInput} />
      </DialogContent>
    </Dialog>
  );
}
