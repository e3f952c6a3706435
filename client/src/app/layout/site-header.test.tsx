import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { signalAuthStatusChange } from '@/lib/auth-status';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { SiteHeader } from './site-header';

function renderHeader() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SiteHeader /> },
      { path: paths.adminLogin, element: <p>login screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const logoutButtons = () => screen.queryAllByRole('button', { name: 'Logout', hidden: true });

describe('SiteHeader Logout', () => {
  it('appears and disappears with the stored admin token', async () => {
    renderHeader();
    expect(logoutButtons()).toHaveLength(0);

    // This tab logged in: it signals the status change itself.
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
      signalAuthStatusChange();
    });
    // The button's code loads on demand: visitors without a token never download it. Its first
    // load here transforms the admin's query library too, which takes a while on a busy machine.
    const found = await screen.findAllByRole('button', { name: 'Logout', hidden: true }, { timeout: 10_000 });
    expect(found.length).toBeGreaterThan(0);

    // Another tab logged out: only a storage event arrives.
    act(() => {
      window.localStorage.removeItem(STORAGE_KEYS.adminToken);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.adminToken }));
    });
    expect(logoutButtons()).toHaveLength(0);
  });

  it('logs out even when the server call fails, then goes to the login page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    window.localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
    const router = renderHeader();

    const [logout] = await screen.findAllByRole('button', { name: 'Logout', hidden: true });
    if (!logout) throw new Error('Logout button missing');
    fireEvent.click(logout);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminLogin));
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('opens the mobile menu as a disclosure, and closes it on navigation', async () => {
    const router = renderHeader();
    const menu = document.querySelector('details');
    if (!menu) throw new Error('mobile menu missing');
    const toggle = menu.querySelector('summary');
    expect(toggle?.textContent).toContain('Open menu');
    expect(menu.open).toBe(false);

    act(() => {
      menu.open = true;
      menu.dispatchEvent(new Event('toggle'));
    });
    expect(menu.open).toBe(true);

    await act(() => router.navigate(paths.adminLogin));
    await act(() => router.navigate('/'));
    expect(document.querySelector('details')?.open).toBe(false);
  });

  it('offers every section in the mobile menu, About and Journal too', () => {
    renderHeader();
    const menu = document.getElementById('mobile-menu');
    const links = Array.from(menu?.querySelectorAll('a') ?? []).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Collection', paths.collection],
      ['About', paths.about],
      ['Journal', paths.journal],
      ['Contact', paths.contact],
    ]);
  });
});
