/**
 * 'June 1, 2029': the day of an instant (paid, shipped, delivered), in the visitor's zone once
 * the page runs in their browser; in UTC on the server and while React hydrates.
 */
export function formatDayOf(instant: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: timeZone ?? 'UTC' }).format(
    new Date(instant),
  );
}
