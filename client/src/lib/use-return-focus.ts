import { useCallback, useState } from 'react';

/**
 * For a dialog mounted when it opens: an `onCloseAutoFocus` handler that puts focus back on
 * whatever had it at that moment. Radix Dialog only returns focus to its own Trigger, and these
 * dialogs open from code (a lazy chunk, a timer, a double click), so they remember the opener.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() => document.activeElement);
  return useCallback(
    (event: Event) => {
      event.preventDefault();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );
}
