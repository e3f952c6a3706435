import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { MailSettings } from '@contract/mail-settings';
import type {
  SiteSetting,
  SiteSettingInput,
  SiteSettingKey,
  SiteSettingValue,
} from '@contract/site-settings';
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { siteSettingQuery } from '@/features/site-settings/api';
import { apiJson } from '@/lib/api-client';
import { invalidatePublicData } from '@/lib/data-cache';

/** One setting as the admin stores it (GET /api/admin/site-settings/{key}). */
export const adminSiteSettingQuery = (key: SiteSettingKey) =>
  queryOptions<SiteSettingValue>({ queryKey: [adminCallUrl(ADMIN_CALLS.siteSettings), key] });

/** Where the studio's mail goes (GET /api/admin/mail-settings): the dashboard warns while replies go nowhere. */
export const mailSettingsQuery = () =>
  queryOptions<MailSettings>({ queryKey: [adminCallUrl(ADMIN_CALLS.mailSettings)] });

/** The admin reads of some settings (GET /api/admin/site-settings/{key}), in the order given. */
export function useAdminSettings(keys: readonly SiteSettingKey[]) {
  return useQueries({ queries: keys.map((key) => adminSiteSettingQuery(key)) });
}

/**
 * Saves several settings of one card together (one POST each; a failure is the card's toast) and then refreshes the
 * admin and public reads of those keys, whether or not every POST succeeded.
 */
export function useSaveSettings(saveFailure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failure: { description: saveFailure, detail: 'reason' } },
    mutationFn: (inputs: readonly SiteSettingInput[]) =>
      Promise.all(
        inputs.map((input) => apiJson<SiteSetting>('POST', adminCallUrl(ADMIN_CALLS.siteSettings), input)),
      ),
    onSettled: (_saved, _error, inputs) =>
      Promise.all([
        ...inputs.flatMap(({ key }) => [
          queryClient.invalidateQueries({ queryKey: adminSiteSettingQuery(key).queryKey }),
          invalidatePublicData(siteSettingQuery(key).key),
        ]),
        // The reply address may have changed: the dashboard's warning reads it again.
        queryClient.invalidateQueries({ queryKey: mailSettingsQuery().queryKey }),
      ]),
  });
}
