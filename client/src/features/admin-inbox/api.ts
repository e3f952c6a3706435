import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type {
  InboxCounts,
  InboxInquiry,
  InboxPage,
  InquiryReply,
  InquiryState,
} from '@contract/inquiry-inbox';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { INBOX_COPY } from './inbox-copy';

const INQUIRIES = adminCallUrl(ADMIN_CALLS.inquiries);

export interface InboxFilters {
  q: string;
  state: InquiryState | '';
  piece: string;
  page: number;
}

/** The query string of a filtered page, only what is set. */
export function inboxSearch({ q, state, piece, page }: InboxFilters): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (state) params.set('state', state);
  if (piece) params.set('piece', piece);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export const inboxQueries = {
  page: (filters: InboxFilters) =>
    queryOptions<InboxPage>({
      queryKey: [`${adminCallUrl(ADMIN_CALLS.inbox)}?${inboxSearch(filters)}`],
      placeholderData: (previous) => previous,
    }),
  counts: () =>
    queryOptions<InboxCounts>({ queryKey: [adminCallUrl(ADMIN_CALLS.inboxCounts)], refetchInterval: 60_000 }),
  replies: (id: number) => queryOptions<InquiryReply[]>({ queryKey: [INQUIRIES, id, 'replies'] }),
};

/** Every inbox read after a change: the pages, the counts, the timelines. */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = String(query.queryKey[0]);
        return key.startsWith(INQUIRIES) || key.startsWith(adminCallUrl(ADMIN_CALLS.collectors));
      },
    });
}

export function useSetInquiryState() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: InquiryState }) =>
      apiJson<InboxInquiry>('PATCH', adminCallUrl(ADMIN_CALLS.inquiry, { id }), { state }),
    onSuccess: refresh,
    meta: { failure: INBOX_COPY.state.failed },
  });
}

/** Opening an inquiry reads it; a failure here is not the owner's to act on, so it is silent. */
export function useMarkRead() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<InboxInquiry>('POST', adminCallUrl(ADMIN_CALLS.inquiryRead, { id }), { read: true }),
    onSuccess: refresh,
  });
}

export function useSendReply() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      apiJson<InquiryReply>('POST', adminCallUrl(ADMIN_CALLS.inquiryReply, { id }), { message }),
    onSuccess: refresh,
    meta: { failure: INBOX_COPY.reply.failed },
  });
}
