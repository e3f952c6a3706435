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

  it("toasts the failure with the server's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApi({
      'GET /api/admin/inquiries.csv': () => jsonResponse({ message: 'The database is unavailable' }, 503),
    });
    renderApp(<ExportCsvButton list="inquiries" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Failed')).toBeTruthy();
    expect(screen.getByText('The database is unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it("says the fallback alone after a 401: 'Unauthorized' tells the admin nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApi({ 'GET /api/admin/inquiries.csv': () => jsonResponse({ message: 'Unauthorized' }, 401) });
    renderApp(<ExportCsvButton list="inquiries" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export the list')).toBeTruthy();
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });
});

describe('ExportCsvButton by role', () => {
  it('is not offered to a Manager: taking a whole list of people away is the Owner’s', () => {
    serveApi({});
    renderApp(<ExportCsvButton list="inquiries" />, '/', { role: 'manager' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
