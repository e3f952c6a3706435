import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type {
  AudienceSettings,
  ConfirmationCap,
  NewsletterSend,
  NewsletterTest,
  Subscriber,
} from '@contract/audience';
import type { FailedNotification, Inquiry } from '@contract/inquiry';
import type { SubscriberPage } from '@contract/list-pages';
import type { CampaignSummary, DraftInput, StoredNewsletter } from '@contract/newsletter';
import type { Suppression } from '@contract/suppressions';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listPageSearch } from '@/components/admin/list-pages';
import { apiJson, fetchKey } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/mutation-failure';
import { AUDIENCE_COPY } from './audience-copy';
import { campaignPollInterval } from './campaign-progress';
import { type CsvList, downloadCsv } from './csv-download';

export const CAMPAIGNS = adminCallUrl(ADMIN_CALLS.campaigns);
const SUPPRESSIONS = adminCallUrl(ADMIN_CALLS.suppressions);
const SUBSCRIBERS = adminCallUrl(ADMIN_CALLS.subscribers);

export const audienceQueries = {
  inquiries: () => queryOptions<Inquiry[]>({ queryKey: [adminCallUrl(ADMIN_CALLS.inquiries)] }),
  failedNotifications: () =>
    queryOptions<FailedNotification[]>({ queryKey: [adminCallUrl(ADMIN_CALLS.failedNotifications)] }),
  subscribers: () => queryOptions<Subscriber[]>({ queryKey: [adminCallUrl(ADMIN_CALLS.newsletters)] }),
  /**
   * One searched page of current subscribers, with the list's totals (the composer's count, the
   * count card): the dashboard never downloads the whole list. The page shown stays while the
   * next one loads.
   */
  subscriberPage: (q = '', page = 1) =>
    queryOptions<SubscriberPage>({
      queryKey: [SUBSCRIBERS, q, page],
      queryFn: ({ signal }) =>
        fetchKey([`${SUBSCRIBERS}${listPageSearch(q, page)}`], signal) as Promise<SubscriberPage>,
      placeholderData: keepPreviousData,
    }),
  settings: () => queryOptions<AudienceSettings>({ queryKey: [adminCallUrl(ADMIN_CALLS.audienceSettings)] }),
  /** The hour's confirmation emails against their cap; looked at again each minute while the card shows. */
  confirmationCap: () =>
    queryOptions<ConfirmationCap>({
      queryKey: [adminCallUrl(ADMIN_CALLS.confirmationCap)],
      refetchInterval: 60_000,
    }),
  /** Drafts, scheduled, sending and sent; refreshes itself only while something is due or under way. */
  campaigns: () =>
    queryOptions<CampaignSummary[]>({
      queryKey: [CAMPAIGNS],
      refetchInterval: (query) => campaignPollInterval(query.state.data),
    }),
  /** Addresses no email goes to after a bounce or a complaint. */
  suppressions: () => queryOptions<Suppression[]>({ queryKey: [SUPPRESSIONS] }),
  testAddress: () =>
    queryOptions<{ email: string | null }>({ queryKey: [adminCallUrl(ADMIN_CALLS.newsletterTestAddress)] }),
};

function useRefreshCampaigns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [CAMPAIGNS] });
}

/**
 * POST /api/admin/newsletters/send answers 202 once every copy is queued (or the campaign is
 * scheduled), so the campaign is already listed when the list is refetched.
 */
export function useSendNewsletter() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (input: NewsletterSend) =>
      apiJson<{ message: string; campaignId: number }>(
        'POST',
        adminCallUrl(ADMIN_CALLS.newsletterSend),
        input,
      ),
    onSuccess: refresh,
    meta: { failure: serverMessageOr(AUDIENCE_COPY.sendFailed) },
  });
}

export function useSendTestCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsletterTest) =>
      apiJson<{ message: string }>('POST', adminCallUrl(ADMIN_CALLS.newsletterTest), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceQueries.testAddress().queryKey }),
    meta: { failure: serverMessageOr(AUDIENCE_COPY.test.failed) },
  });
}

/** Creates the draft on the first save, then saves over it. */
export function saveDraft(draftId: number | null, input: DraftInput): Promise<StoredNewsletter> {
  return draftId === null
    ? apiJson<StoredNewsletter>('POST', adminCallUrl(ADMIN_CALLS.newsletterDrafts), input)
    : apiJson<StoredNewsletter>('PUT', adminCallUrl(ADMIN_CALLS.newsletterDraft, { id: draftId }), input);
}

export function fetchStoredNewsletter(id: number): Promise<StoredNewsletter> {
  return apiJson<StoredNewsletter>('GET', adminCallUrl(ADMIN_CALLS.campaign, { id }));
}

/** Cancel, or take back to the drafts: only while it waits for its time. */
export function useScheduledChange(action: 'cancel' | 'unschedule') {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ message: string }>(
        'POST',
        adminCallUrl(action === 'cancel' ? ADMIN_CALLS.campaignCancel : ADMIN_CALLS.campaignUnschedule, {
          id,
        }),
      ),
    onSettled: refresh,
    meta: { failure: serverMessageOr(AUDIENCE_COPY.campaigns.changeFailed) },
  });
}

export function useDeleteDraft() {
  const refresh = useRefreshCampaigns();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ message: string }>('DELETE', adminCallUrl(ADMIN_CALLS.newsletterDraft, { id })),
    onSettled: refresh,
    meta: { failure: serverMessageOr(AUDIENCE_COPY.campaigns.changeFailed) },
  });
}

/** Downloads one admin list as CSV. Reads fresh from the server, never from the cache. */
export function useCsvDownload(list: CsvList, search?: string) {
  return useMutation({
    mutationFn: () => downloadCsv(list, search),
    meta: { failure: serverMessageOr(AUDIENCE_COPY.export.failed) },
  });
}

/** POST /api/admin/audience-settings; the answer is the saved settings. */
/** The owner mails an address again; the list is read again whatever the answer. */
export function useLiftSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<{ email: string; message: string }>('POST', adminCallUrl(ADMIN_CALLS.suppressionLift), {
        email,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SUPPRESSIONS] }),
    meta: { failure: serverMessageOr(AUDIENCE_COPY.suppressed.liftFailed) },
  });
}

export function useSaveAudienceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AudienceSettings) =>
      apiJson<AudienceSettings>('POST', adminCallUrl(ADMIN_CALLS.audienceSettings), input),
    onSuccess: (saved) => queryClient.setQueryData(audienceQueries.settings().queryKey, saved),
    meta: { failure: serverMessageOr(AUDIENCE_COPY.optIn.saveFailed) },
  });
}
