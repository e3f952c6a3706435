const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** The browser's time zone by name ('Europe/Paris'): what a date-time picker's times are in. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * An instant as a datetime-local input shows it, in the browser's zone: '2029-06-01T18:00', with
 * its seconds when it has some, so saving the form again does not move the release.
 */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const minute = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.getSeconds() ? `${minute}:${pad(date.getSeconds())}` : minute;
}

/**
 * A datetime-local value read in the browser's zone, as ISO 8601 with that zone's offset at
 * that date ('2029-06-01T18:00:00+02:00'); null when empty; the text itself when unreadable,
 * for the schema to refuse with its message.
 */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const second = `${toLocalInput(date.toISOString()).slice(0, 16)}:${pad(date.getSeconds())}`;
  return `${second}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
