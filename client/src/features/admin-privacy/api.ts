import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { RetentionSettings } from '@contract/retention';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/mutation-failure';
import { PRIVACY_COPY } from './privacy-copy';

const RETENTION = adminCallUrl(ADMIN_CALLS.retentionSettings);

export const privacyQueries = {
  retention: () => queryOptions<RetentionSettings>({ queryKey: [RETENTION] }),
};

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RetentionSettings) => apiJson<RetentionSettings>('PUT', RETENTION, settings),
    onSuccess: (saved) => queryClient.setQueryData(privacyQueries.retention().queryKey, saved),
    meta: { failure: serverMessageOr(PRIVACY_COPY.retention.failed) },
  });
}

/** Saves a downloaded answer as a file, under the name the server gave it. */
async function saveAnswer(url: string, fallbackName: string): Promise<void> {
  const response = await apiRequest('GET', url);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = named ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** GET …/export twice: the JSON, then the readable page, each saved as a file. */
export function useExportCollector() {
  return useMutation({
    mutationFn: async (id: number) => {
      await saveAnswer(adminCallUrl(ADMIN_CALLS.collectorExport, { id }), `collector-${id}.json`);
      await saveAnswer(
        `${adminCallUrl(ADMIN_CALLS.collectorExport, { id })}?format=html`,
        `collector-${id}.html`,
      );
    },
    meta: { failure: serverMessageOr(PRIVACY_COPY.export.failed) },
  });
}

/** DELETE /api/admin/collectors/{id}; every admin list may have named them, so all are read again. */
export function useEraseCollector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ message: string }>('DELETE', adminCallUrl(ADMIN_CALLS.collector, { id })),
    // Every list may have named them: all are read again when next shown (not now: the page of
    // the erased collector would ask for them and be told they are gone).
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
    meta: { failure: serverMessageOr(PRIVACY_COPY.erase.failed) },
  });
}
