import {
  API_PREFIX,
  CONFIRM_CALL,
  RESERVATION_CONFIRM_CALL,
  UNSUBSCRIBE_CALL,
  WAITLIST_LEAVE_CALL,
} from '@contract/api-paths';
import type { ConfirmPreview, LeavePreview } from '@contract/audience';
import {
  confirmLinkView,
  confirmPreviewKey,
  reservationConfirmLinkView,
  reservationConfirmPreviewKey,
  unsubscribeLinkView,
  unsubscribePreviewKey,
  waitlistLeaveLinkView,
  waitlistLeavePreviewKey,
} from '@contract/link-pages';
import type { UnsubscribePreview } from '@contract/newsletter';
import { ROUTES } from '@contract/page-paths';
import type { ReservationConfirmAnswer } from '@contract/reservations';
import { useNavigate } from 'react-router';
import type { OptOutPreview } from '@/config/copy/link-pages';
import { apiJson } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { type DataQuery, useDataCache } from '@/lib/use-data';

// The token travels in the query string, so these calls name their URL themselves instead of
// leaving it to the default fetcher, which would put the key's segments in the path.

/** One list a link in an email leaves: how to read whom the link names, and how to leave. */
export interface OptOutApi {
  /** GET …?token=: the masked address a link is for, and whether it is still on the list. */
  preview: (token: string) => DataQuery<OptOutPreview>;
  /**
   * POST {token}: idempotent on the server, so a second confirm is harmless. A confirmed hold
   * with a price answers its order's page too, where the collector goes at once to pay.
   */
  leave: (token: string) => Promise<{ message: string; orderPath?: string | null }>;
  /**
   * Where the page's form posts without script: the page's own address, whose POST acts and
   * lands on the page saying it is done (server/core/http/link-page.ts).
   */
  formAction: string;
}

/** The page's preview read, under the key the server seeds it by (contract/link-pages.ts). */
function previewQuery<T>(
  key: readonly [string, string],
  read: (answer: T) => OptOutPreview,
): DataQuery<OptOutPreview> {
  const [path, token] = key;
  return {
    key: [...key],
    fetch: async () => read(await apiJson<T>('GET', `${path}?${new URLSearchParams({ token })}`)),
  };
}

export const newsletterOptOut: OptOutApi = {
  preview: (token) => previewQuery<UnsubscribePreview>(unsubscribePreviewKey(token), unsubscribeLinkView),
  leave: (token) => apiJson('POST', `${API_PREFIX}${UNSUBSCRIBE_CALL}`, { token }),
  formAction: ROUTES.unsubscribe,
};

export const waitlistOptOut: OptOutApi = {
  preview: (token) => previewQuery<LeavePreview>(waitlistLeavePreviewKey(token), waitlistLeaveLinkView),
  leave: (token) => apiJson('POST', `${API_PREFIX}${WAITLIST_LEAVE_CALL}`, { token }),
  formAction: ROUTES.waitlistLeave,
};

/** A double opt-in link: "still in" means still to confirm, and leaving the question confirms. */
export const confirmOptIn: OptOutApi = {
  preview: (token) => previewQuery<ConfirmPreview>(confirmPreviewKey(token), confirmLinkView),
  leave: (token) => apiJson('POST', `${API_PREFIX}${CONFIRM_CALL}`, { token }),
  formAction: ROUTES.confirm,
};

/** A reservation email's link: confirming keeps the request (and its hold) alive. */
export const reservationConfirm: OptOutApi = {
  preview: (token) =>
    previewQuery<Parameters<typeof reservationConfirmLinkView>[0]>(
      reservationConfirmPreviewKey(token),
      reservationConfirmLinkView,
    ),
  leave: (token) =>
    apiJson<ReservationConfirmAnswer>('POST', `${API_PREFIX}${RESERVATION_CONFIRM_CALL}`, { token }),
  formAction: ROUTES.reservationConfirm,
};

export function useLeave(api: OptOutApi, token: string) {
  const cache = useDataCache();
  const navigate = useNavigate();
  return useAction<void, { message: string; orderPath?: string | null }>(() => api.leave(token), {
    onSuccess: ({ orderPath }) => {
      cache.set<OptOutPreview | undefined>(api.preview(token).key, (preview) =>
        preview ? { ...preview, stillIn: false } : preview,
      );
      // The order to pay, as the page's form lands on it without script (server/core/http/link-page.ts).
      if (orderPath) navigate(orderPath);
    },
  });
}
