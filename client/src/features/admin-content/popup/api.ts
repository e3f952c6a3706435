import type { PopupSettings, PopupSettingsInput } from '@contract/popup-settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { popupSettingsQuery } from '@/features/popup/api';
import { apiJson } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';

export const adminPopupSettingsQuery = () =>
  queryOptions<PopupSettings>({ queryKey: ['/api/admin/popup-settings'] });

/** POST /api/admin/popup-settings; the answer is the saved settings, shown at once in the status box. */
export function useSavePopupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PopupSettingsInput) =>
      apiJson<PopupSettings>('POST', '/api/admin/popup-settings', input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminPopupSettingsQuery().queryKey, saved);
      await invalidatePublicData(popupSettingsQuery().key);
    },
  });
}
