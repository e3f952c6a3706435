import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { downloadCsv, readAttachmentFileName } from './csv-download';

describe('readAttachmentFileName', () => {
  it('reads a quoted, a bare and an RFC 5987 encoded name', () => {
    expect(readAttachmentFileName('attachment; filename="vitrine-inquiries-2026-03-04.csv"')).toBe(
      'vitrine-inquiries-2026-03-04.csv',
    );
    expect(readAttachmentFileName('attachment; filename=list.csv')).toBe('list.csv');
    expect(readAttachmentFileName('attachment; filename="a.csv"; filename*=UTF-8\'\'caf%C3%A9.csv')).toBe(
      'café.csv',
    );
  });

  it('gives null without a name', () => {
    expect(readAttachmentFileName(null)).toBeNull();
    expect(readAttachmentFileName('attachment')).toBeNull();
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches with the Bearer token and saves the file under the server name', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(STORAGE_KEYS.adminToken, 'token-1');
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response('Email,Subscribed\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="vitrine-subscribers-2026-03-04.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:csv');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL }));
    let saved: { href: string; download: string } | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { href: this.href, download: this.download };
    });

    await downloadCsv('newsletters');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/newsletters.csv');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(saved).toEqual({ href: 'blob:csv', download: 'vitrine-subscribers-2026-03-04.csv' });
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
  });
});
