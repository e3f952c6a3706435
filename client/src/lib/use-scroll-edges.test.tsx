import { SCROLL_CHECK_DEBOUNCE_MS } from '@contract/limits';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollEdges } from './use-scroll-edges';

afterEach(() => vi.useRealTimers());

function Row() {
  const [ref, { x }] = useScrollEdges<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="row">
      {x.before}/{x.after}
    </div>
  );
}

/** jsdom does no layout: give the box a 300 px viewport onto 1000 px of content. */
function layOut(element: HTMLElement, scrollLeft: number) {
  Object.defineProperties(element, {
    clientWidth: { configurable: true, value: 300 },
    scrollWidth: { configurable: true, value: 1000 },
    scrollLeft: { configurable: true, value: scrollLeft, writable: true },
  });
}

describe('useScrollEdges', () => {
  it('reports the distance to both ends, 16 ms after the last scroll', () => {
    vi.useFakeTimers();
    render(<Row />);
    const row = screen.getByTestId('row');
    layOut(row, 0);
    fireEvent.scroll(row);
    act(() => vi.advanceTimersByTime(SCROLL_CHECK_DEBOUNCE_MS));
    expect(row.textContent).toBe('0/700');

    row.scrollLeft = 200;
    fireEvent.scroll(row);
    act(() => vi.advanceTimersByTime(SCROLL_CHECK_DEBOUNCE_MS - 1));
    expect(row.textContent).toBe('0/700');
    row.scrollLeft = 300;
    fireEvent.scroll(row);
    act(() => vi.advanceTimersByTime(SCROLL_CHECK_DEBOUNCE_MS - 1));
    // Still scrolling: the check waits for a 16 ms pause.
    expect(row.textContent).toBe('0/700');
    act(() => vi.advanceTimersByTime(1));
    expect(row.textContent).toBe('300/400');
  });
});
