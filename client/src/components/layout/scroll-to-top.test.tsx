import { SCROLL_TO_TOP_DELAY_MS } from '@contract/limits';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A router over pages at `paths`, under a root that holds ScrollToTop, opened at `initial`. */
function routerAt(initial: string, paths: string[]) {
  return createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: paths.map((path) => ({ path, element: <p>{path}</p> })),
      },
    ],
    { initialEntries: [initial] },
  );
}

/** Takes the clock and stands in for window.scrollTo (with `scroll`, if given, as what it does). */
function fakeClockAndScroll(scroll: (options: ScrollToOptions) => void = () => {}) {
  vi.useFakeTimers();
  const scrollTo = vi.fn(scroll);
  vi.stubGlobal('scrollTo', scrollTo);
  return scrollTo;
}

describe('ScrollToTop', () => {
  it('scrolls to the top 50 ms after each route change', async () => {
    const scrollTo = fakeClockAndScroll();
    const router = routerAt('/', ['/', '/collection']);
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

  it('returns to where the visitor was when they go back, and a new visit still starts at the top', async () => {
    const scrollTo = fakeClockAndScroll((options) => setScrollY(options.top ?? 0));
    const setScrollY = (y: number) =>
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    const router = routerAt('/collection', ['/collection', '/sculptures/:slug']);
    render(<RouterProvider router={router} />);
    // The visitor scrolls down the collection, then opens a piece: a new page, at its top.
    act(() => {
      setScrollY(1800);
      window.dispatchEvent(new Event('scroll'));
    });
    await act(() => router.navigate('/sculptures/hero-kid'));
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });

    // Back: the collection where they left it, not its top.
    await act(() => router.navigate(-1));
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1800, left: 0 });

    // Following a link to it again is a new visit: the top.
    await act(() => router.navigate('/sculptures/hero-kid'));
    await act(() => router.navigate('/collection'));
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
  });

  it('keeps the place for a filter on the same page, and a new visit to the same page starts at the top', async () => {
    const scrollTo = fakeClockAndScroll();
    const router = routerAt('/collection', ['/collection', '/about']);
    render(<RouterProvider router={router} />);
    // A filter replaces its entry: the visitor stays where they are in the grid.
    await act(() => router.navigate('/collection?filter=available', { replace: true }));
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS));
    expect(scrollTo).not.toHaveBeenCalled();

    // A link to the collection clicked while the next page was still loading (so the collection
    // was still on screen) is a new entry: a new visit, at the top.
    await act(() => router.navigate('/collection'));
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
  });
});
