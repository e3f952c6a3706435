import type { WaitlistMember, WaitlistNotifyResult, WaitlistPiece } from '@contract/audience';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pollWhilePending } from '@/features/admin-audience/campaign-progress';
import { apiJson } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/mutation-failure';
import { WAITLIST_ADMIN_COPY } from './waitlist-copy';

export const waitlistQueries = {
  members: () => queryOptions<WaitlistMember[]>({ queryKey: ['/api/admin/waitlists'] }),
  /** Each piece's waitlist and its emails; refreshes itself only while emails are going out. */
  pieces: () =>
    queryOptions<WaitlistPiece[]>({
      queryKey: ['/api/admin/waitlists/pieces'],
      refetchInterval: (query) => pollWhilePending(query.state.data),
    }),
};

/** POST /api/admin/waitlists/:id/notify: emails the members of an available piece not yet emailed. */
export function useNotifyWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (piece: WaitlistPiece) =>
      apiJson<WaitlistNotifyResult>('POST', `/api/admin/waitlists/${piece.sculptureId}/notify`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistQueries.pieces().queryKey }),
    meta: { failure: serverMessageOr(WAITLIST_ADMIN_COPY.notify.failed) },
  });
}
