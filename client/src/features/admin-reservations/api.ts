import type { AdminReservation, AdminReservationLines, ReservationSettings } from '@contract/reservations';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sculpturesQuery } from '@/features/sculptures/api';
import { apiJson } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';
import { serverMessageOr } from '@/lib/mutation-failure';
import { RESERVATION_ADMIN_COPY as COPY } from './reservation-admin-copy';

const BASE = '/api/admin/reservations';

/** While an email is going out, the list looks again now and then to show it sent. */
const pollWhileEmailing = (data: AdminReservationLines | undefined) =>
  data?.lines.some((line) => line.requests.some((request) => request.lastEmail === 'pending')) ? 2000 : false;

export const reservationQueries = {
  lines: (sculptureId: number) =>
    queryOptions<AdminReservationLines>({
      queryKey: [BASE, { sculptureId }],
      queryFn: () => apiJson<AdminReservationLines>('GET', `${BASE}?sculptureId=${sculptureId}`),
      refetchInterval: (query) => pollWhileEmailing(query.state.data),
    }),
  settings: () => queryOptions<ReservationSettings>({ queryKey: ['/api/admin/reservation-settings'] }),
};

/** After a decision the line and the public counts are read again. */
function useAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [BASE] }),
      invalidatePublicData(sculpturesQuery().key),
    ]);
}

export function useConfirmSale() {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: ({ request, number }: { request: AdminReservation; number: number | null }) =>
      apiJson<{ number: number }>('POST', `${BASE}/${request.id}/confirm`, number === null ? {} : { number }),
    onSettled: refresh,
    meta: { failure: serverMessageOr(COPY.confirm.failed) },
  });
}

export function useReleaseReservation() {
  const refresh = useAfterDecision();
  return useMutation({
    mutationFn: (request: AdminReservation) =>
      apiJson<{ message: string }>('POST', `${BASE}/${request.id}/release`),
    onSettled: refresh,
    meta: { failure: serverMessageOr(COPY.release.failed) },
  });
}

export function useSaveReservationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReservationSettings) =>
      apiJson<ReservationSettings>('PUT', '/api/admin/reservation-settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(reservationQueries.settings().queryKey, saved),
    meta: { failure: serverMessageOr(COPY.setting.failed) },
  });
}
