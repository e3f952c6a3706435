import { adminCallUrl } from '@contract/admin-calls';
import { ADMIN_DRAW_CLOSE_CALL, ADMIN_DRAWS_CALL, type AdminDraw } from '@contract/draws';
import type { SizeModel } from '@contract/limits';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/mutation-failure';
import { DRAW_ADMIN_COPY as COPY } from './draw-admin-copy';

const drawsUrl = (sculptureId: number) => adminCallUrl(ADMIN_DRAWS_CALL, { sculptureId });

export const drawQueries = {
  /** A piece's draws, each size sold by one; read again every few seconds while one is open. */
  ofPiece: (sculptureId: number) =>
    queryOptions<AdminDraw[]>({
      queryKey: [drawsUrl(sculptureId)],
      refetchInterval: (query) =>
        query.state.data?.some((draw) => draw.view.state === 'open' || draw.view.state === 'closed')
          ? 10_000
          : false,
    }),
};

/** Closes a draw's entries now; it is drawn at once, never re-opened or drawn again. */
export function useCloseDraw(sculptureId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (size: SizeModel) =>
      apiJson<AdminDraw>('POST', adminCallUrl(ADMIN_DRAW_CLOSE_CALL, { sculptureId, size })),
    onSuccess: (draw) =>
      toast({
        title: COPY.close.done,
        description: COPY.close.doneText(draw.view.confirmedEntries),
        variant: 'success',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [drawsUrl(sculptureId)] }),
    meta: { failure: serverMessageOr(COPY.close.failed) },
  });
}
