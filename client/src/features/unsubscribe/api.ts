import type { ConfirmPreview, LeavePreview } from '@contract/audience';
import { confirmLinkView, confirmPreviewKey } from '@contract/confirm-outcome';
import type { UnsubscribePreview } from '@contract/newsletter';
import { apiJson } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { type DataQuery, useDataCache } from '@/lib/use-data';
import type { OptOutPreview } from './unsubscribe-copy';

// The token travels in the query string, so these calls name their URL themselves instead of
// leaving it to the default fetcher, which would put the key's segments in the path.

/** One list a link in an email leaves: how to read whom the link names, and how to leave. */
export interface OptOutApi {
  /** GET …?token=: the masked address a link is for, and whether it is still on the list. */
  preview: (token: string) => DataQuery<OptOutPreview>;
  /** POST {token}: idempotent on the server, so a second confirm is harmless. */
  leave: (token: string) => Promise<{ message: string }>;
  /**
   * Where the page's form posts without script (the page's own address); absent, the button
   * works once the script runs.
   */
  formAction?: string;
}

function previewQuery<T>(
  path: string,
  token: string,
  read: (answer: T) => OptOutPreview,
): DataQuery<OptOutPreview> {
  return {
    key: [path, token],
    fetch: async () => read(await apiJson<T>('GET', `${path}?${new URLSearchParams({ token })}`)),
  };
}

export const newsletterOptOut: OptOutApi = {
  preview: (token) =>
    previewQuery<UnsubscribePreview>('/api/unsubscribe', token, ({ email, subscribed }) => ({
      email,
      stillIn: subscribed,
    })),
  leave: (token) => apiJson('POST', '/api/unsubscribe', { token }),
};

export const waitlistOptOut: OptOutApi = {
  preview: (token) =>
    previewQuery<LeavePreview>('/api/waitlists/leave', token, ({ email, member, title }) => ({
      email,
      stillIn: member,
      title,
    })),
  leave: (token) => apiJson('POST', '/api/waitlists/leave', { token }),
};

/** A double opt-in link: "still in" means still to confirm, and leaving the question confirms. */
export const confirmOptIn: OptOutApi = {
  preview: (token) => previewQuery<ConfirmPreview>(confirmPreviewKey(token)[0], token, confirmLinkView),
  leave: (token) => apiJson('POST', '/api/confirm', { token }),
  formAction: '/confirm',
};

export function useLeave(api: OptOutApi, token: string) {
  const cache = useDataCache();
  return useAction<void, { message: string }>(() => api.leave(token), {
    onSuccess: () => {
      cache.set<OptOutPreview | undefined>(api.preview(token).key, (preview) =>
        preview ? { ...preview, stillIn: false } : preview,
      );
    },
  });
}
