import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminQueryClient } from '@/lib/admin-query-client';
import { readAdminToken, saveAdminToken } from '@/lib/auth-status';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { LogoutButton } from './logout-button';

const DRAFTS = ['vitrine:unsaved:sculpture:12', 'vitrine:unsaved:about'];

describe('Logout on a shared computer', () => {
  beforeEach(() => {
    saveAdminToken('A'.repeat(43));
    for (const key of DRAFTS) window.localStorage.setItem(key, '{"title":"Unfinished"}');
    window.localStorage.setItem('vitrine:theme', 'dark');
    adminQueryClient().setQueryData(['/api/admin/inquiries'], [{ id: 1 }]);
    adminQueryClient().setQueryData(['admin-other-cache'], { kept: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
    adminQueryClient().clear();
  });

  it('asks first when edits are kept in this browser, and a no keeps everything', async () => {
    const fetchMock = serveApi({ 'POST /api/admin/logout': () => jsonResponse({ message: 'Logged out' }) });
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderApp(<LogoutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(ask).toHaveBeenCalledWith(
      expect.stringContaining('deletes the unsaved edits kept in this browser (2 forms)'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readAdminToken()).not.toBeNull();
    for (const key of DRAFTS) expect(window.localStorage.getItem(key)).not.toBeNull();
  });

  it('removes every kept edit and every admin cache on yes, and nothing else', async () => {
    const fetchMock = serveApi({ 'POST /api/admin/logout': () => jsonResponse({ message: 'Logged out' }) });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<LogoutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(readAdminToken()).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const key of DRAFTS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem('vitrine:theme')).toBe('dark');
    expect(adminQueryClient().getQueryCache().getAll()).toHaveLength(0);
  });

  it('does not ask when nothing is kept', async () => {
    for (const key of DRAFTS) window.localStorage.removeItem(key);
    serveApi({ 'POST /api/admin/logout': () => jsonResponse({ message: 'Logged out' }) });
    const ask = vi.spyOn(window, 'confirm');
    renderApp(<LogoutButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(readAdminToken()).toBeNull());
    expect(ask).not.toHaveBeenCalled();
  });
});
