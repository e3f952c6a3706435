import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { JournalPost, JournalPostInput } from '@contract/journal';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { journalListQuery } from '@/features/journal/api';
import { apiJson, apiRequest } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';
import { CONTENT_COPY } from '../content-copy';

/** Every post, drafts included, newest first. */
export const adminJournalQuery = () =>
  queryOptions<JournalPost[]>({ queryKey: [adminCallUrl(ADMIN_CALLS.journal)] });

/** The admin list and every public journal read (the list and each ['/api/journal', slug]). */
function useRefreshJournal() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminJournalQuery().queryKey }),
      invalidatePublicData(journalListQuery().key),
    ]);
}

/** POST a new post, or PUT an existing one. */
export function useSaveJournalPost() {
  const refresh = useRefreshJournal();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: JournalPostInput }) =>
      id === null
        ? apiJson<JournalPost>('POST', adminCallUrl(ADMIN_CALLS.journal), input)
        : apiJson<JournalPost>('PUT', adminCallUrl(ADMIN_CALLS.journalPost, { id }), input),
    onSuccess: refresh,
    meta: { failure: { description: CONTENT_COPY.journal.saveFailed, detail: 'reason' } },
  });
}

export function useDeleteJournalPost() {
  const refresh = useRefreshJournal();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', adminCallUrl(ADMIN_CALLS.journalPost, { id })),
    onSuccess: refresh,
    meta: { failure: { description: CONTENT_COPY.journal.deleteFailed, detail: 'reason' } },
  });
}
