import { pathOf, ROUTES } from '@contract/page-paths';
import { RESERVATION_COPY } from '@contract/reservation-copy';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useReturnFocus } from '@/lib/use-return-focus';
import { ReservationForm } from './reservation-form';

const DRAW_INSTEAD =
  'This size is sold by a draw, not first come: enter it on its draw page, where the draw is published for anyone to check.';

interface ReserveDialogProps {
  sculpture: { id: number; slug: string; title: string; saleMode100?: string; saleMode450?: string };
  size: '100' | '450';
  onClose: () => void;
}

/** The reservation form in a dialog, mounted while open; it shows the place once sent. */
export function ReserveDialog({ sculpture, size, onClose }: ReserveDialogProps) {
  const returnFocus = useReturnFocus();
  const nameInput = useRef<HTMLInputElement>(null);
  const byDraw = sculpture[`saleMode${size}`] === 'draw';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={RESERVATION_COPY.dialogTitle(sculpture.title, size)}
        description={byDraw ? DRAW_INSTEAD : RESERVATION_COPY.dialogIntro}
        onCloseAutoFocus={returnFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          nameInput.current?.focus();
        }}
        className="max-w-lg"
      >
        {byDraw ? (
          // Sold by a draw: no line to join here, the draw page takes entries (decision 42).
          <Button asChild size="lg" className="justify-self-start">
            <a href={pathOf(ROUTES.draw, { slug: sculpture.slug, size })}>Go to the draw</a>
          </Button>
        ) : (
          <ReservationForm sculptureId={sculpture.id} slug={sculpture.slug} size={size} nameRef={nameInput} />
        )}
      </DialogContent>
    </Dialog>
  );
}
