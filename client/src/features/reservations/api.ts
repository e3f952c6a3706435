import { API_PREFIX, RESERVATIONS_CALL } from '@contract/api-paths';
import type { ReservationOutcome } from '@contract/reservation-copy';
import { apiJson } from '@/lib/api-client';
import { challengeHeaders } from '@/lib/challenge';
import { useAction } from '@/lib/use-action';

/** What a reservation form sends, beside the piece and size its page or button names. */
export interface ReservationFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** POST /api/reservations: the collector's place in the line of one piece and size. */
export function useReserve(sculptureId: number, size: '100' | '450') {
  return useAction(async (fields: ReservationFields) =>
    apiJson<ReservationOutcome & { id: number }>(
      'POST',
      `${API_PREFIX}${RESERVATIONS_CALL}`,
      { sculptureId, size, ...fields },
      await challengeHeaders(),
    ),
  );
}
