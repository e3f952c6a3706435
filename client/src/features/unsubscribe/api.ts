import type { UnsubscribePreview } from '@contract/newsletter';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

// The token travels in the query string, so these calls name their URL themselves instead of
// leaving it to the default fetcher, which would put the key's segments in the path.

export const unsubscribeQueries = {
  /** GET /api/unsubscribe?token=: the masked address a link is for, and whether it still receives mail. */
  preview: (token: string) =>
    queryOptions({
      queryKey: ['/api/unsubscribe', token],
      queryFn: () => apiJson<UnsubscribePreview>('GET', `/api/unsubscribe?${new URLSearchParams({ token })}`),
    }),
};

/** POST /api/unsubscribe {token}; idempotent on the server, so a second confirm is harmless. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/unsubscribe', { token }),
    onSuccess: () => {
      queryClient.setQueryData(unsubscribeQueries.preview(token).queryKey, (preview) =>
        preview ? { ...preview, subscribed: false } : preview,
      );
    },
  });
}
