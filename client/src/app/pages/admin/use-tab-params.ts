import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * A tab's own state in the address beside ?tab= (a search, a page, the record open), so a
 * reload, Back or a shared link shows the same list. Empty values leave the address (the first
 * page too: callers pass null for it).
 */
export function useTabParams(): {
  params: URLSearchParams;
  setParams: (changes: Record<string, string | number | null>) => void;
} {
  const params = useSearchParams();
  const navigate = useNavigate();
  const setParams = useCallback(
    (changes: Record<string, string | number | null>) => {
      // From the address as it is now, not as this render saw it: a search box's delayed update
      // can land after a click has opened a record and must not put the list back over it.
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      navigate({ search: `?${next.toString()}` });
    },
    [navigate],
  );
  return { params, setParams };
}
