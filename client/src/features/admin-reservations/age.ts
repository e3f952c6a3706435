const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "3 minutes ago", "in 25 minutes": a time as the owner reads it, from `now` (the server's reading). */
export function relativeTo(when: string, now: string): string {
  const ms = new Date(when).getTime() - new Date(now).getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(ms) >= size) return format.format(Math.round(ms / size), unit);
  }
  return format.format(0, 'minute');
}
