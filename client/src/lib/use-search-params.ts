import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The current URL's query parameters, read-only: the pages only read them (a control changes
 * them by linking), so React Router's setter and its form helpers stay out of the bundle.
 */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
