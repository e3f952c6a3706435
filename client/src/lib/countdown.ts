const SECOND_MS = 1000;
const MINUTE_MS = 60_000;

/** The final stretch a ticking clock counts in seconds: when collectors sit and watch a drop. */
export const SECONDS_SHOWN_UNDER_MS = 10 * MINUTE_MS;

/**
 * The time left. To the minute, rounded up, in the page the server renders (and the browser's
 * first render, which must match it): '2 d 4 h 13 min', '4 h 13 min', '13 min'. The server's
 * cache turns over at each whole minute before a release, so that text is never a minute off; a
 * second in it would be stale by the time the page is read. Once the visitor's own clock ticks
 * (`ticking`), the last ten minutes count in seconds too, rounded up: '9 min 59 s' …
 * '1 min 06 s', then '59 s' … '1 s'. Null once it is time.
 */
export function formatCountdown(remainingMs: number, { ticking = false } = {}): string | null {
  if (remainingMs <= 0) return null;
  if (ticking && remainingMs <= SECONDS_SHOWN_UNDER_MS) {
    const seconds = Math.ceil(remainingMs / SECOND_MS);
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
  }
  const minutes = Math.ceil(remainingMs / MINUTE_MS);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} d ${hours} h ${rest} min`;
  if (hours > 0) return `${hours} h ${rest} min`;
  return `${rest} min`;
}

/**
 * 'Friday, June 1, 2029 at 18:00 UTC'. Without a zone (the server, and the browser's first render),
 * in UTC, which names itself; after that in the visitor's own zone, named too.
 */
export function formatReleaseTime(releaseAt: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: timeZone ?? 'UTC',
    timeZoneName: 'short',
  }).format(new Date(releaseAt));
}
