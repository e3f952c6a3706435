import type { PopupSettings } from '@contract/popup-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const popupSettingsQueryOptions = () =>
  queryOptions<PopupSettings>({ queryKey: ['/api/popup-settings'] });

export function usePopupSettings() {
  return useQuery(popupSettingsQueryOptions());
}
