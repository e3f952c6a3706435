import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { ExportCsvButton } from './export-csv-button';

describe('ExportCsvButton', () => {
  afterEach(() => dismissToast());

  it('says Exporting... while the file is on its way', async () => {
    serveApi({ 'GET /api/admin/waitlists.csv': () => new Promise(() => {}) });
    renderApp(<ExportCsvButton list="waitlists" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const pending = await screen.findByRole('button', { name: 'Exporting...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
  });

  it('toasts the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApi({ 'GET /api/admin/inquiries.csv': () => jsonResponse({ message: 'Unauthorized' }, 401) });
    renderApp(<ExportCsvButton list="inquiries" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Failed')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
