import type { About, AboutInput } from '@contract/about';
import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { aboutQuery } from '@/features/about/api';
import { apiJson } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';
import { CONTENT_COPY } from '../content-copy';

/** The stored about page; null until it is first saved. */
export const adminAboutQuery = () =>
  queryOptions<About | null>({ queryKey: [adminCallUrl(ADMIN_CALLS.about)] });

/** PUT when the record exists, POST to create it. */
export function saveAbout(id: number | null, input: AboutInput): Promise<About> {
  return id === null
    ? apiJson<About>('POST', adminCallUrl(ADMIN_CALLS.about), input)
    : apiJson<About>('PUT', adminCallUrl(ADMIN_CALLS.aboutEntry, { id }), input);
}

/** Saves the about page and refreshes the admin and public about data. */
export function useSaveAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AboutInput }) => saveAbout(id, input),
    meta: { failure: { description: CONTENT_COPY.about.saveFailed, detail: 'reason' } },
    onSuccess: async (saved) => {
      // The new id is known at once, so a second save is a PUT even before the refetch lands.
      queryClient.setQueryData(adminAboutQuery().queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAboutQuery().queryKey }),
        invalidatePublicData(aboutQuery().key),
      ]);
    },
  });
}
