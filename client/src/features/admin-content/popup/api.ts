import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { PopupSettings, PopupSettingsInput } from '@contract/popup-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { popupSettingsQuery } from '@/features/popup/api';
import { apiJson } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';
import { serverMessageOr } from '@/lib/mutation-failure';
import { CONTENT_COPY } from '../content-copy';

export const adminPopupSettingsQuery = () =>
  queryOptions<PopupSettings>({ queryKey: [adminCallUrl(ADMIN_CALLS.popupSettings)] });

/** POST /api/admin/popup-settings; the answer is the saved settings, shown at once in the status box. */
export function useSavePopupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PopupSettingsInput) =>
      apiJson<PopupSettings>('POST', adminCallUrl(ADMIN_CALLS.popupSettings), input),
    meta: { failure: serverMessageOr(CONTENT_COPY.popup.saveFailed) },
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminPopupSettingsQuery().queryKey, saved);
      await invalidatePublicData(popupSettingsQuery().key);
    },
  });
}
