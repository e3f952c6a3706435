import type { AdminReservation } from '@contract/reservations';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useConfirmSale, useReleaseReservation } from '../api';
import { RESERVATION_ADMIN_COPY as COPY } from '../reservation-admin-copy';

/** 'Confirm Sale' (the held number, or one the owner picks) and 'Release', each asking first. */
export function DecideButtons({ request }: { request: AdminReservation }) {
  const [asking, setAsking] = useState<'confirm' | 'release' | null>(null);
  const [picked, setPicked] = useState('');
  const confirm = useConfirmSale();
  const release = useReleaseReservation();
  const number = /^[1-9][0-9]{0,4}$/.test(picked.trim()) ? Number(picked.trim()) : null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        onClick={() => setAsking('confirm')}
        aria-label={`${COPY.confirm.button}: ${request.name}`}
      >
        {COPY.confirm.button}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setAsking('release')}
        aria-label={`${COPY.release.button}: ${request.name}`}
      >
        {COPY.release.button}
      </Button>
      <ConfirmDialog
        open={asking === 'confirm'}
        onOpenChange={(open) => setAsking(open ? 'confirm' : null)}
        title={COPY.confirm.title}
        description={
          <span className="grid gap-3">
            <span>{COPY.confirm.description(request.name, request.number)}</span>
            <span className="grid gap-1.5">
              <Label htmlFor={`sale-number-${request.id}`}>{COPY.confirm.numberLabel}</Label>
              <Input
                id={`sale-number-${request.id}`}
                inputMode="numeric"
                value={picked}
                placeholder={request.number === null ? '' : String(request.number)}
                onChange={(event) => setPicked(event.target.value)}
              />
            </span>
          </span>
        }
        confirmLabel={COPY.confirm.confirm}
        pendingLabel={COPY.confirm.pending}
        pending={confirm.isPending}
        onConfirm={() => confirm.mutate({ request, number }, { onSettled: () => setAsking(null) })}
      />
      <ConfirmDialog
        open={asking === 'release'}
        onOpenChange={(open) => setAsking(open ? 'release' : null)}
        title={COPY.release.title}
        description={COPY.release.description(request.name)}
        confirmLabel={COPY.release.confirm}
        pendingLabel={COPY.release.pending}
        pending={release.isPending}
        destructive
        onConfirm={() => release.mutate(request, { onSettled: () => setAsking(null) })}
      />
    </div>
  );
}
