import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@contract/limits';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { IconTooltip, TooltipProvider } from './tooltip';

function renderTwoIconButtons() {
  render(
    <TooltipProvider>
      <IconTooltip label="Delete Hero Kid thumbnail">
        <Button aria-label="Delete Hero Kid thumbnail">x</Button>
      </IconTooltip>
      <IconTooltip label="Dismiss photo.jpg">
        <Button aria-label="Dismiss photo.jpg">x</Button>
      </IconTooltip>
    </TooltipProvider>,
  );
  return screen.getAllByRole('button') as [HTMLElement, HTMLElement];
}

/** Radix opens a tooltip on pointer movement over its trigger (mouse only, not touch). */
function pointAt(element: Element) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

/** Off the trigger and away from its tip (Radix keeps a tip open while the pointer travels to it). */
function leave(element: Element) {
  fireEvent.pointerLeave(element, { pointerType: 'mouse' });
  fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 });
}

const tipText = (text: string) => screen.queryAllByText(text).filter((node) => !node.closest('button'));

describe('IconTooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('names an icon button after 700 ms, and a neighbour at once within the 300 ms skip delay', () => {
    const [remove, dismiss] = renderTwoIconButtons();
    pointAt(remove);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 50));
    expect(tipText('Delete Hero Kid thumbnail')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(50));
    expect(tipText('Delete Hero Kid thumbnail').length).toBeGreaterThan(0);

    leave(remove);
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 100));
    pointAt(dismiss);
    expect(tipText('Dismiss photo.jpg').length).toBeGreaterThan(0);
  });

  it('leaves the name to the button: the tip is not announced a second time', () => {
    const [remove] = renderTwoIconButtons();
    pointAt(remove);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getAllByRole('button', { name: 'Delete Hero Kid thumbnail' })).toHaveLength(1);
    for (const node of tipText('Delete Hero Kid thumbnail'))
      expect(node.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
