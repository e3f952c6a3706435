import type { NewsletterSend } from '@contract/audience';
import type { CampaignSummary } from '@contract/newsletter';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { campaignPollInterval } from './campaign-progress';
import { type AudienceList, downloadCsv } from './csv-download';

export const audienceQueries = {
  /** Newest first; refreshes itself only while a send is under way (see campaignPollInterval). */
  campaigns: () =>
    queryOptions<CampaignSummary[]>({
      queryKey: ['/api/admin/newsletters/campaigns'],
      refetchInterval: (query) => campaignPollInterval(query.state.data),
    }),
};

/**
 * POST /api/admin/newsletters/send answers 202 once every copy is queued, so the campaign
 * is already listed (all pending) when the list is refetched, and that starts its polling.
 */
export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsletterSend) =>
      apiJson<{ message: string }>('POST', '/api/admin/newsletters/send', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceQueries.campaigns().queryKey }),
  });
}

/** Downloads one admin list as CSV. Reads fresh from the server, never from the cache. */
export function useCsvDownload(list: AudienceList) {
  return useMutation({ mutationFn: () => downloadCsv(list) });
}
