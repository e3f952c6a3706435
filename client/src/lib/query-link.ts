import { useLocation } from 'react-router';

/**
 * The current page's URL with one query parameter set (or removed, for null): the href of a
 * control that keeps its state in the URL (contract/page-params.ts), so it works as a plain
 * link before the script runs and as a client navigation after. Other parameters are kept.
 */
export function useQueryHref(): (name: string, value: string | null) => string {
  const { pathname, search } = useLocation();
  return (name, value) => {
    const params = new URLSearchParams(search);
    if (value === null) params.delete(name);
    else params.set(name, value);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}
