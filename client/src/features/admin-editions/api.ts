import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { EditionNumber, EditionNumberInput } from '@contract/editions';
import type { SizeModel } from '@contract/limits';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSculptureLists } from '@/features/admin-collection/api';
import { apiJson } from '@/lib/api-client';
import { serverMessageOr } from '@/lib/mutation-failure';
import { EDITION_COPY } from './edition-copy';

const registerPath = (sculptureId: number) => adminCallUrl(ADMIN_CALLS.editions, { id: sculptureId });

export const editionQueries = {
  /** Every number of a piece's edition, both sizes. */
  register: (sculptureId: number) => queryOptions<EditionNumber[]>({ queryKey: [registerPath(sculptureId)] }),
};

export interface SetEditionNumber {
  sculptureId: number;
  size: SizeModel;
  number: number;
  values: EditionNumberInput;
}

/**
 * PUT one number. The register and the sculpture lists are read again after it: the piece may
 * have turned Sold Out (or Available again) with it, and the public counts moved.
 */
export function useSetEditionNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sculptureId, size, number, values }: SetEditionNumber) =>
      apiJson<EditionNumber>(
        'PUT',
        adminCallUrl(ADMIN_CALLS.edition, { id: sculptureId, size, number }),
        values,
      ),
    onSuccess: (_saved, { sculptureId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: editionQueries.register(sculptureId).queryKey }),
        invalidateSculptureLists(queryClient),
      ]),
    meta: { failure: serverMessageOr(EDITION_COPY.saveFailed) },
  });
}

export const registerCsvPath = (sculptureId: number) =>
  adminCallUrl(ADMIN_CALLS.editionsCsv, { id: sculptureId });
