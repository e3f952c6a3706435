import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { SizeModel } from '@contract/limits';
import type {
  AdminReservation,
  AdminReservationLines,
  AdminReservationPieces,
  ReservationSettings,
  ReservationSettingsInput,
} from '@contract/reservations';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sculpturesQuery } from '@/features/sculptures/api';
import { apiJson } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';
import { serverMessageOr } from '@/lib/mutation-failure';
import { RESERVATION_ADMIN_COPY as COPY } from './reservation-admin-copy';

const BASE = adminCallUrl(ADMIN_CALLS.reservations);

/** While an email is going out, the list looks again now and then to show it sent. */
const pollWhileEmailing = (data: AdminReservationLines | undefined) =>
  data?.lines.some((line) => line.requests.some((request) => request.lastEmail === 'pending')) ? 2000 : false;

export const reservationQueries = {
  /** The first page of each line of the piece. */
  lines: (sculptureId: number) =>
    queryOptions<AdminReservationLines>({
      queryKey: [BASE, { sculptureId }],
      queryFn: () => apiJson<AdminReservationLines>('GET', `${BASE}?sculptureId=${sculptureId}`),
      refetchInterval: (query) => pollWhileEmailing(query.state.data),
    }),
  /** A later page of one line, read from the server when the owner turns to it. */
  linePage: (sculptureId: number, size: SizeModel, offset: number) =>
    queryOptions<AdminReservationLines>({
      queryKey: [BASE, { sculptureId, size, offset }],
      queryFn: () =>
        apiJson<AdminReservationLines>(
          'GET',
          `${BASE}?sculptureId=${sculptureId}&size=${size}&offset=${offset}`,
        ),
      refetchInterval: (query) => pollWhileEmailing(query.state.data),
      placeholderData: (previous) => previous,
    }),
  /** Which pieces have requests, and how many still need the owner: the piece picker's marks. */
  pieces: () =>
    queryOptions<AdminReservationPieces>({ queryKey: [adminCallUrl(ADMIN_CALLS.reservationPieces)] }),
  settings: () =>
    queryOptions<ReservationSettings>({ queryKey: [adminCallUrl(ADMIN_CALLS.reservationSettings)] }),
};

/** After a decision the line and the public counts are read again. */
function useAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [BASE] }),
      queryClient.invalidateQueries({ queryKey: reservationQueries.pieces().queryKey }),
      invalidatePublicData(sculpturesQuery().key),
    ]);
}

export function useConfirmSale() {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: ({ request, number }: { request: AdminReservation; number: number | null }) =>
      apiJson<{ number: number }>(
        'POST',
        adminCallUrl(ADMIN_CALLS.reservationConfirm, { id: request.id }),
        number === null ? {} : { number },
      ),
    // Said here, not in the button's own callback: the line read again after the sale no longer
    // shows the request's buttons, and a callback of an unmounted caller never runs.
    onSuccess: (sold, { request }) =>
      toast({
        title: COPY.confirm.done,
        description: COPY.confirm.doneText(request.name, sold.number),
        variant: 'success',
      }),
    onSettled: refresh,
    meta: { failure: serverMessageOr(COPY.confirm.failed) },
  });
}

export function useReleaseReservation() {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: (request: AdminReservation) =>
      apiJson<{ message: string }>('POST', adminCallUrl(ADMIN_CALLS.reservationRelease, { id: request.id })),
    onSuccess: () => toast({ title: COPY.release.done, variant: 'success' }),
    onSettled: refresh,
    meta: { failure: serverMessageOr(COPY.release.failed) },
  });
}

export function useSaveReservationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReservationSettingsInput) =>
      apiJson<ReservationSettings>('PUT', adminCallUrl(ADMIN_CALLS.reservationSettings), settings),
    onSuccess: (saved) => queryClient.setQueryData(reservationQueries.settings().queryKey, saved),
    meta: { failure: serverMessageOr(COPY.setting.failed) },
  });
}
