import type { SiteSetting, SiteSettingInput, SiteSettingKey } from '@contract/site-settings';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { adminQueries } from '@/features/admin-dashboard/api';
import { siteSettingQuery } from '@/features/site-settings/api';
import { apiJson } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';

/** The admin reads of some settings (GET /api/admin/site-settings/{key}), in the order given. */
export function useAdminSettings(keys: readonly SiteSettingKey[]) {
  return useQueries({ queries: keys.map((key) => adminQueries.siteSetting(key)) });
}

/**
 * Saves several settings of one card together (one POST each, §7) and then refreshes the
 * admin and public reads of those keys, whether or not every POST succeeded.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inputs: readonly SiteSettingInput[]) =>
      Promise.all(inputs.map((input) => apiJson<SiteSetting>('POST', '/api/admin/site-settings', input))),
    onSettled: (_saved, _error, inputs) =>
      Promise.all(
        inputs.flatMap(({ key }) => [
          queryClient.invalidateQueries({ queryKey: adminQueries.siteSetting(key).queryKey }),
          invalidatePublicData(siteSettingQuery(key).key),
        ]),
      ),
  });
}
