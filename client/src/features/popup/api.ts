import { type PageAnswers, popupSettingsDataKey } from '@contract/page-queries';
import { type DataQuery, useData } from '@/lib/use-data';

export const popupSettingsQuery = (): DataQuery<PageAnswers['popupSettings']> => ({
  key: popupSettingsDataKey(),
});

export function usePopupSettings() {
  return useData(popupSettingsQuery());
}
