import { useEffect, useState } from 'react';

/**
 * A search box over the `q` in the address: it shows what was typed at once and puts it in the
 * address (back to the first page) a moment after typing stops, or at once with `commit` (Enter).
 * A change of the address from elsewhere (Back) shows in the box.
 */
export function useSearchBox(q: string, setQuery: (q: string) => void) {
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => setQuery(typed), 300);
    return () => clearTimeout(timer);
  }, [typed, q, setQuery]);
  return { typed, setTyped, commit: () => setQuery(typed) };
}
