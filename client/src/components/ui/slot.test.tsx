import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot';

describe('Slot', () => {
  it("merges its props into the child: classes joined, both handlers run, child's props win", () => {
    const slotClick = vi.fn();
    const childClick = vi.fn();
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot className="btn" onClick={slotClick} title="slot" aria-disabled="true" ref={slotRef}>
        <a href="/collection" className="wide" onClick={childClick} title="child" ref={childRef}>
          Collection
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Collection' });
    expect(link.className).toBe('btn wide');
    expect(link.getAttribute('title')).toBe('child');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(link);
    expect(childClick).toHaveBeenCalledOnce();
    expect(slotClick).toHaveBeenCalledOnce();
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it('renders nothing without an element child', () => {
    const { container } = render(<Slot>text</Slot>);
    expect(container.innerHTML).toBe('');
  });
});
