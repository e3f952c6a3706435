import { type PageAnswers, siteSettingDataKey } from '@contract/page-queries';
import type { ImageMeta } from '@contract/responsive-image';
import type { SiteSettingKey } from '@contract/site-settings';
import { type DataQuery, useData } from '@/lib/use-data';

export const siteSettingQuery = (key: SiteSettingKey): DataQuery<PageAnswers['siteSetting']> => ({
  key: siteSettingDataKey(key),
});

export interface SettingText {
  /** The stored value, or null when unset, blank or unreadable (callers then use fallback copy). */
  value: string | null;
  /** Width variants and blur preview, when the value is an image the server registered. */
  imageMeta?: ImageMeta;
  isPending: boolean;
  error: Error | null;
}

/** One public site setting (GET /api/site-settings/{key} → {value}, no retry). */
export function useSiteSetting(key: SiteSettingKey): SettingText {
  const query = useData(siteSettingQuery(key));
  const value = query.data?.value?.trim() ? query.data.value : null;
  return { value, imageMeta: query.data?.imageMeta, isPending: query.isPending, error: query.error };
}
