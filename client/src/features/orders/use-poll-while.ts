import { useEffect, useState } from 'react';

/** How often the page asks, and for how long: Stripe's event comes within seconds. */
export const POLL_EVERY_MS = 3000;
export const POLL_AT_MOST = 40;

/**
 * Calls `ask` every few seconds while `active`, for two minutes at most (a webhook that has not
 * come by then is late, and the page then offers a refresh instead of asking on). Answers whether
 * it stopped for that reason.
 */
export function usePollWhile(active: boolean, ask: () => Promise<void>): boolean {
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (!active) return;
    let asked = 0;
    setStopped(false);
    const id = setInterval(() => {
      asked += 1;
      void ask();
      if (asked >= POLL_AT_MOST) {
        clearInterval(id);
        setStopped(true);
      }
    }, POLL_EVERY_MS);
    return () => clearInterval(id);
  }, [active, ask]);
  return stopped;
}
