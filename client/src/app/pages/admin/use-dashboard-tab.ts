import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { confirmLeaving } from '@/lib/unsaved/leave-guard';
import { useSearchParams } from '@/lib/use-search-params';
import { DEFAULT_TAB, parseTab } from './dashboard-tabs';

const PARAM = 'tab';

/** The dashboard address that shows a tab: the default one needs no parameter. */
export const tabSearch = (tab: string) => (tab === DEFAULT_TAB ? '' : `?${PARAM}=${tab}`);

/**
 * The open tab lives in the address (?tab=journal), so a reload or a shared link lands on it
 * and the browser's Back and Forward step through the tabs opened. Opening another tab asks
 * first when a form of this one has unsaved edits (the tab unmounts it); it says whether it went.
 */
export function useDashboardTab(): { tab: string; openTab: (next: string) => boolean } {
  const params = useSearchParams();
  const navigate = useNavigate();
  const tab = parseTab(params.get(PARAM));
  const openTab = useCallback(
    (next: string) => {
      if (next === tab) return true;
      if (!confirmLeaving()) return false;
      navigate({ search: tabSearch(next) });
      return true;
    },
    [navigate, tab],
  );
  return { tab, openTab };
}
