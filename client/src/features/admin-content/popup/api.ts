import type { PopupSettings, PopupSettingsInput } from '@contract/popup-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueries } from '@/features/admin-dashboard/api';
import { popupSettingsQuery } from '@/features/popup/api';
import { apiJson } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';

/** POST /api/admin/popup-settings; the answer is the saved settings, shown at once in the status box. */
export function useSavePopupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PopupSettingsInput) =>
      apiJson<PopupSettings>('POST', '/api/admin/popup-settings', input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminQueries.popupSettings().queryKey, saved);
      await invalidatePublicData(popupSettingsQuery().key);
    },
  });
}
