import { SCROLL_TO_TOP_DELAY_MS } from '@contract/limits';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => vi.useRealTimers());

describe('ScrollToTop (§2)', () => {
  it('scrolls to the top 50 ms after each route change', async () => {
    vi.useFakeTimers();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <ScrollToTop />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>home</p> },
            { path: '/collection', element: <p>collection</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS));
    // The first page may have been scrolled before it hydrated: it is left alone.
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/collection'));
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });
});
