import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { BooleanText } from '@contract/common';
import type { KeptImage } from '@contract/media';
import type { Sculpture } from '@contract/sculpture';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { sculpturesQuery } from '@/features/sculptures/api';
import { ApiError, apiJson, apiRequest } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';
import { COLLECTION_TOASTS, hiddenNotice, lockedNotice } from './collection-copy';
import { toSculptureOrders, withSortOrders } from './reorder';
import type { SculpturePayload } from './sculpture-form-schema';

const BASE = adminCallUrl(ADMIN_CALLS.sculptures);

export const collectionQueries = {
  /** Every sculpture, locked ones with all their fields, in the admin's order. */
  sculptures: () => queryOptions<Sculpture[]>({ queryKey: [BASE] }),
};

const adminListKey = collectionQueries.sculptures().queryKey;

/** Images no piece shows any more, kept because newsletters show them (GET /api/admin/media/kept). */
export const keptImagesQuery = () =>
  queryOptions<KeptImage[]>({ queryKey: [adminCallUrl(ADMIN_CALLS.keptImages)] });

/** Every change refreshes the admin list and the public list (home, collection, detail). */
export function invalidateSculptureLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminListKey }),
    queryClient.invalidateQueries({ queryKey: keptImagesQuery().queryKey }),
    invalidatePublicData(sculpturesQuery().key),
  ]);
}

/** POST for a new sculpture, PUT for an existing one. Feedback is the form's job (it maps a 409 to the slug). */
export function useSaveSculpture(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SculpturePayload) =>
      id === undefined
        ? apiJson<Sculpture>('POST', BASE, payload)
        : apiJson<Sculpture>('PUT', adminCallUrl(ADMIN_CALLS.sculpture, { id }), payload),
    onSuccess: () => invalidateSculptureLists(queryClient),
  });
}

/** Whether a delete was refused because the piece has records to keep (the server names them). */
export const isKeptPiece = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409;

export function useDeleteSculpture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sculpture: Sculpture) =>
      apiJson<{ message: string }>('DELETE', adminCallUrl(ADMIN_CALLS.sculpture, { id: sculpture.id })),
    onSuccess: ({ message }, sculpture) => {
      // The server adds why some images stay ("1 of its images stays: newsletters already sent
      // show them."); the Images kept for newsletters card then lists them.
      const prefix = `${COLLECTION_TOASTS.deleted.title}. `;
      const kept = message.startsWith(prefix) ? message.slice(prefix.length) : null;
      const description = kept ? `${sculpture.title}. ${kept}` : sculpture.title;
      toast({ ...COLLECTION_TOASTS.deleted, description, variant: 'success' });
      return invalidateSculptureLists(queryClient);
    },
    meta: {
      // A 409 is a piece with sales or certificates: the dialog says what it has and offers to hide it.
      failure: (error) => (isKeptPiece(error) ? null : { ...COLLECTION_TOASTS.deleteFailed, detail: 'none' }),
    },
  });
}

/** Hides a piece from every public page (published 'false'): what a piece with sales gets instead of a delete. */
export function useHideSculpture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sculpture: Sculpture) =>
      apiJson<Sculpture>('PATCH', adminCallUrl(ADMIN_CALLS.sculpture, { id: sculpture.id }), {
        published: 'false',
      }),
    onSuccess: (updated) => {
      toast({ ...COLLECTION_TOASTS.hidden, description: hiddenNotice(updated.title), variant: 'success' });
      return invalidateSculptureLists(queryClient);
    },
    meta: { failure: { ...COLLECTION_TOASTS.hideFailed, detail: 'reason' } },
  });
}

/** The toggle sends the opposite of the current isLocked. */
const oppositeLock = (sculpture: Pick<Sculpture, 'isLocked'>): BooleanText =>
  sculpture.isLocked === 'true' ? 'false' : 'true';

export function useToggleSculptureLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sculpture: Sculpture) =>
      apiJson<Sculpture>('PATCH', adminCallUrl(ADMIN_CALLS.sculpture, { id: sculpture.id }), {
        isLocked: oppositeLock(sculpture),
      }),
    onSuccess: (updated) => {
      toast({
        ...COLLECTION_TOASTS.updated,
        description: lockedNotice(updated.title, updated.isLocked === 'true'),
        variant: 'success',
      });
      return invalidateSculptureLists(queryClient);
    },
    meta: { failure: { ...COLLECTION_TOASTS.lockFailed, detail: 'none' } },
  });
}

/**
 * Sends the whole new order in one call. The list shows the new order at once (a dropped card
 * must not jump back while the server writes) and returns to the old one if the call fails.
 */
export function useReorderSculptures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: Sculpture[]) =>
      apiRequest('POST', adminCallUrl(ADMIN_CALLS.sculptureOrder), toSculptureOrders(ordered)),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: adminListKey });
      const previous = queryClient.getQueryData(adminListKey);
      queryClient.setQueryData(adminListKey, withSortOrders(ordered));
      return { previous };
    },
    onSuccess: () => toast({ ...COLLECTION_TOASTS.reordered, variant: 'success' }),
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(adminListKey, context.previous);
    },
    meta: { failure: { ...COLLECTION_TOASTS.reorderFailed, detail: 'none' } },
    onSettled: () => invalidateSculptureLists(queryClient),
  });
}
