import type { PopupSettings } from '@contract/popup-settings';
import { type DataQuery, useData } from '@/lib/use-data';

export const popupSettingsQuery = (): DataQuery<PopupSettings> => ({ key: ['/api/popup-settings'] });

export function usePopupSettings() {
  return useData(popupSettingsQuery());
}
