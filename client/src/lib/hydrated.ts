import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * Whether the page runs in the browser with its script: false on the server and while React
 * hydrates (so both write the same markup), true in every render after (React renders once more).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * The visitor's own time zone once the page runs in their browser; undefined on the server and
 * while React hydrates, where times are written in UTC, which names itself.
 */
export function useViewerTimeZone(): string | undefined {
  return useHydrated() ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
}
