import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import { apiRequest } from '@/lib/api-client';

/** The admin lists that export as CSV. */
export type AudienceList = 'inquiries' | 'newsletters' | 'waitlists';
export type CsvList = AudienceList | 'activity';

/** Where each list's CSV is. */
const CSV_CALLS: Record<CsvList, string> = {
  inquiries: ADMIN_CALLS.inquiriesCsv,
  newsletters: ADMIN_CALLS.newslettersCsv,
  waitlists: ADMIN_CALLS.waitlistsCsv,
  activity: ADMIN_CALLS.activityCsv,
};

/** Long enough for any browser to have started reading the file; a CSV is small to hold. */
const REVOKE_AFTER_MS = 60_000;

/** The file name of a `Content-Disposition: attachment` header (RFC 6266), if it names one. */
export function readAttachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain?.[1] || plain?.[2] || null;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * The exports need the Bearer header, which a plain link cannot send: fetch with the token,
 * then hand the browser the file as a Blob under the server's dated name. `search` carries a
 * list's filters (the activity log's), so the file holds what the admin is looking at.
 */
export function downloadCsv(list: CsvList, search = ''): Promise<void> {
  return downloadCsvAt(`${adminCallUrl(CSV_CALLS[list])}${search ? `?${search}` : ''}`, `${list}.csv`);
}

/** Any admin CSV export by its path (a piece's edition register), saved under the server's name. */
export async function downloadCsvAt(path: string, fallbackName: string): Promise<void> {
  const response = await apiRequest('GET', path);
  const fileName = readAttachmentFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
}
