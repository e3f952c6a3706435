import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from '@/components/ui/link';
import { PageTitleAnnouncer, useDocumentTitle } from './document-title';

function Page({ title }: { title: string | undefined }) {
  useDocumentTitle(title);
  return (
    <nav>
      <Link to="/">Home</Link>
      <Link to="/collection">Collection</Link>
      <Link to="/loading">Loading</Link>
    </nav>
  );
}

function Layout() {
  return (
    <>
      <PageTitleAnnouncer />
      <Outlet />
    </>
  );
}

const follow = (name: string) => act(() => fireEvent.click(screen.getByRole('link', { name })));

describe('useDocumentTitle', () => {
  it('sets the title on every navigation and reads each change out, but not the served first one', async () => {
    document.title = 'Chrome Nostalgia — home';
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<Page title="Chrome Nostalgia — home" />} />
            <Route path="collection" element={<Page title="Collection | Chrome Nostalgia" />} />
            <Route path="loading" element={<Page title={undefined} />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const announcer = screen.getByRole('status');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.textContent).toBe('');

    await follow('Collection');
    expect(document.title).toBe('Collection | Chrome Nostalgia');
    expect(announcer.textContent).toBe('Collection | Chrome Nostalgia');

    // A page whose title depends on data it is still loading keeps the last one until then.
    await follow('Loading');
    expect(document.title).toBe('Collection | Chrome Nostalgia');

    await follow('Home');
    expect(document.title).toBe('Chrome Nostalgia — home');
    expect(announcer.textContent).toBe('Chrome Nostalgia — home');
  });
});
