const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 1536 -> '1.5 KB'; the size of a chosen file, before the server has measured it. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${UNITS[0]}` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
