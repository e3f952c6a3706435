import type { StudioTransfer } from '@contract/account';
import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/mutation-failure';
import { RESALES_COPY as COPY } from './resales-copy';

const LIST = adminCallUrl(ADMIN_CALLS.certificateTransfers);

export const resaleQueries = {
  /** Every resale, those waiting for their buyer first, as the server orders them. */
  list: () => queryOptions<StudioTransfer[]>({ queryKey: [LIST] }),
};

/** Blocks an open resale with the reason both collectors are told; the list reads again after. */
export function useBlockResale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiJson<{ message: string }>('POST', adminCallUrl(ADMIN_CALLS.certificateTransferBlock, { id }), {
        reason,
      }),
    onSuccess: () => {
      toast({ title: COPY.blocked, description: COPY.blockedTold, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: resaleQueries.list().queryKey });
    },
    meta: { failure: serverMessageOr(COPY.blockFailed) },
  });
}
