const MINUTE_MS = 60_000;

/**
 * The next moment the public answers change by time alone: a release time, or a minute of a
 * server-rendered countdown ("3 h 14 min" turns into "3 h 13 min" at whole minutes before its
 * release). Null when nothing is scheduled.
 */
export function nextTimeChange(releaseTimes: readonly Date[], now: Date): Date | null {
  let next: number | null = null;
  for (const time of releaseTimes) {
    const remaining = time.getTime() - now.getTime();
    if (remaining <= 0) continue;
    const toMinute = remaining % MINUTE_MS || MINUTE_MS;
    const candidate = now.getTime() + Math.min(remaining, toMinute);
    if (next === null || candidate < next) next = candidate;
  }
  return next === null ? null : new Date(next);
}
