const UNITS = ['KB', 'MB', 'GB'] as const;

/** 1536 -> "1.5 KB", 5242880 -> "5.0 MB" (binary units, as the upload limits are counted). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes;
  let unit = 'B';
  for (const next of UNITS) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return `${value.toFixed(1)} ${unit}`;
}
