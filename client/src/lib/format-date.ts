const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortLocalDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * A calendar date 'yyyy-mm-dd' is a day, not an instant: read and print it in UTC so a
 * visitor west of Greenwich does not see the day before.
 */
function parseCalendarDate(date: string): Date | null {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** 'March 4, 2025': the public journal's long English form. */
export function formatLongDate(date: string): string {
  const parsed = parseCalendarDate(date);
  return parsed ? longDate.format(parsed) : date;
}

/** 'Mar 4, 2025': the admin's 'MMM d, yyyy'. */
export function formatShortDate(date: string): string {
  const parsed = parseCalendarDate(date);
  return parsed ? shortDate.format(parsed) : date;
}

/**
 * 'Mar 4, 2025, 2:05 PM' for an instant, in the viewer's own time zone: a day's events in order.
 * Its formatter is made when called, so the public pages, which never call it, do not carry it.
 */
export function formatDateTime(timestamp: string): string {
  const parsed = new Date(timestamp);
  if (Number.isNaN(parsed.getTime())) return timestamp;
  return parsed.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** 'Mar 4, 2025' for an instant (createdAt), in the viewer's own time zone. */
export function formatTimestamp(timestamp: string): string {
  const parsed = new Date(timestamp);
  return Number.isNaN(parsed.getTime()) ? timestamp : shortLocalDate.format(parsed);
}
