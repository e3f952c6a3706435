import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { Link, NavLink } from './link';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

// Tests set the address bar to what the browser would show; each starts from a blank one.
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

function renderAt(url: string, ui: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('is a real link, and a plain click navigates in place', () => {
    const router = renderAt(
      '/',
      <>
        <Link to="/collection?filter=available">Available</Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Available' });
    expect(link.getAttribute('href')).toBe('/collection?filter=available');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/collection?filter=available');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a modified click (new tab or window) to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/about">About</Link>
        <Where />
      </>,
    );
    const clicked = fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true });
    expect(clicked).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('replaces the history entry when asked to', () => {
    const router = renderAt(
      '/sculptures/hero-kid',
      <Link to="/sculptures/hero-kid?size=54" replace>
        54 inch
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: '54 inch' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('?size=54');
  });

  it('replaces the entry of the address it leads to, and adds one while that page is only on screen', () => {
    const router = renderAt('/collection', <Link to="/collection">Collection</Link>);
    window.history.replaceState(null, '', '/collection');
    fireEvent.click(screen.getByRole('link', { name: 'Collection' }));
    expect(router.state.historyAction).toBe('REPLACE');

    // The visitor has left for About, whose page is still loading: the collection on screen is
    // no longer where they are, and its link is a new visit.
    window.history.replaceState(null, '', '/about');
    fireEvent.click(screen.getByRole('link', { name: 'Collection' }));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('goes back as a way back, unless the visitor is already on their way elsewhere', async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    const router = renderAt(
      '/collection',
      <>
        <ScrollToTop />
        <Link to="/collection" back>
          Back to Collection
        </Link>
        <Where />
      </>,
    );
    // From the collection to a piece: Back to Collection is the browser's Back.
    await act(() => router.navigate('/sculptures/hero-kid'));
    window.history.replaceState(null, '', '/sculptures/hero-kid');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Collection' }));
    await waitFor(() => expect(router.state.historyAction).toBe('POP'));
    expect(screen.getByTestId('where').textContent).toBe('/collection');

    // On the piece again, the visitor has already set off for About (its page still loading):
    // going back from there would land on the piece, so the link opens the collection anew.
    await act(() => router.navigate('/sculptures/hero-kid'));
    window.history.replaceState(null, '', '/about');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Collection' }));
    await waitFor(() => expect(router.state.historyAction).toBe('PUSH'));
    expect(screen.getByTestId('where').textContent).toBe('/collection');
  });
});

describe('NavLink', () => {
  it('marks the link of the section on screen as the current page', () => {
    renderAt(
      '/collection/hero-kid',
      <>
        <NavLink to="/collection" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Collection
        </NavLink>
        <NavLink to="/about">About</NavLink>
      </>,
    );
    const collection = screen.getByRole('link', { name: 'Collection' });
    expect(collection.getAttribute('aria-current')).toBe('page');
    expect(collection.className).toBe('on');
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
  });
});
