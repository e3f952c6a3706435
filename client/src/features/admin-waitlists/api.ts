import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { WaitlistMember, WaitlistNotifyResult, WaitlistPiece } from '@contract/audience';
import type { WaitlistMemberPage } from '@contract/list-pages';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listPageSearch } from '@/components/admin/list-pages';
import { pollWhilePending } from '@/features/admin-audience/campaign-progress';
import { apiJson, fetchKey } from '@/lib/api-client';

const MEMBERS = adminCallUrl(ADMIN_CALLS.waitlistMembers);

import { serverMessageOr } from '@/lib/mutation-failure';
import { WAITLIST_ADMIN_COPY } from './waitlist-copy';

export const waitlistQueries = {
  members: () => queryOptions<WaitlistMember[]>({ queryKey: [adminCallUrl(ADMIN_CALLS.waitlists)] }),
  /** One searched page of members (of one piece when `piece` is given), with the totals. */
  memberPage: (q = '', page = 1, piece: number | null = null) =>
    queryOptions<WaitlistMemberPage>({
      queryKey: [MEMBERS, q, page, piece],
      queryFn: ({ signal }) =>
        fetchKey(
          [`${MEMBERS}${listPageSearch(q, page, piece === null ? {} : { piece: String(piece) })}`],
          signal,
        ) as Promise<WaitlistMemberPage>,
      placeholderData: keepPreviousData,
    }),
  /** Each piece's waitlist and its emails; refreshes itself only while emails are going out. */
  pieces: () =>
    queryOptions<WaitlistPiece[]>({
      queryKey: [adminCallUrl(ADMIN_CALLS.waitlistPieces)],
      refetchInterval: (query) => pollWhilePending(query.state.data),
    }),
};

/** POST /api/admin/waitlists/:id/notify: emails the members of an available piece not yet emailed. */
export function useNotifyWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (piece: WaitlistPiece) =>
      apiJson<WaitlistNotifyResult>(
        'POST',
        adminCallUrl(ADMIN_CALLS.waitlistNotify, { id: piece.sculptureId }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistQueries.pieces().queryKey }),
    meta: { failure: serverMessageOr(WAITLIST_ADMIN_COPY.notify.failed) },
  });
}
