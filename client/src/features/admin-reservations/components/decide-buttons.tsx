import type { SizeModel } from '@contract/limits';
import type { AdminReservation } from '@contract/reservations';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { editionQueries } from '@/features/admin-editions/api';
import { useConfirmSale, useReleaseReservation } from '../api';
import { RESERVATION_ADMIN_COPY as COPY } from '../reservation-admin-copy';

/** The piece and size whose line a request stands in: where its free numbers are read. */
export interface SaleLine {
  sculptureId: number;
  size: SizeModel;
}

/**
 * 'Confirm Sale' (the held number, or a free one the owner picks from the register's list) and
 * 'Release', each asking first.
 */
export function DecideButtons({ request, line }: { request: AdminReservation; line: SaleLine }) {
  const [asking, setAsking] = useState<'confirm' | 'release' | null>(null);
  // '' is the request's own number: the one held for it, else the next free one.
  const [picked, setPicked] = useState('');
  const confirm = useConfirmSale();
  const release = useReleaseReservation();
  const register = useQuery({ ...editionQueries.register(line.sculptureId), enabled: asking === 'confirm' });
  const free = (register.data ?? [])
    .filter((entry) => entry.size === line.size && entry.state === 'available')
    .map((entry) => entry.number);
  const selectId = `sale-number-${request.id}`;
  const freeNote = register.isPending
    ? COPY.confirm.loadingFree
    : register.isError
      ? COPY.confirm.freeFailed
      : free.length === 0
        ? COPY.confirm.noOtherFree
        : null;
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
              <Label htmlFor={selectId}>{COPY.confirm.numberLabel}</Label>
              <NativeSelect
                id={selectId}
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
                aria-describedby={freeNote ? `${selectId}-note` : undefined}
              >
                <option value="">
                  {request.number === null ? COPY.confirm.nextFree : COPY.confirm.heldNumber(request.number)}
                </option>
                {free.map((free) => (
                  <option key={free} value={String(free)}>
                    {COPY.confirm.freeNumber(free)}
                  </option>
                ))}
              </NativeSelect>
              {freeNote ? (
                <span id={`${selectId}-note`} className="text-xs text-muted">
                  {freeNote}
                </span>
              ) : null}
            </span>
          </span>
        }
        confirmLabel={COPY.confirm.confirm}
        pendingLabel={COPY.confirm.pending}
        pending={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(
            { request, number: picked === '' ? null : Number(picked) },
            {
              onSettled: () => {
                setAsking(null);
                setPicked('');
              },
            },
          )
        }
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
