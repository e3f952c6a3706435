const MINUTE_MS = 60_000;

/**
 * The time left, to the minute, rounded up: what the server renders and the browser keeps
 * ('2 d 4 h 13 min', '4 h 13 min', '13 min'). The server's cache turns over at each whole minute
 * before a release, so the text in a served page is never a minute off. Null once it is time.
 */
export function formatCountdown(remainingMs: number): string | null {
  if (remainingMs <= 0) return null;
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
