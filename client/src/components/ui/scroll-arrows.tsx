import { SCROLL_RIGHT_ARROW_MIN_REMAINING_PX } from '@contract/limits';
import { useLayoutEffect, useRef } from 'react';
import { ChevronLeft } from '@/components/icons/chevron-left';
import { ChevronRight } from '@/components/icons/chevron-right';
import type { ScrollEdges } from '@/lib/use-scroll-edges';
import { Button } from './button';

interface ScrollArrowsProps {
  edges: ScrollEdges;
  onStep: (direction: 1 | -1) => void;
  previousLabel: string;
  nextLabel: string;
}

/**
 * Previous/next arrows for a horizontal scroll box, each shown only while there is more than
 * 1 px to scroll that way. When the arrow in use disappears at an end, focus moves to the
 * other one instead of falling back to the page.
 */
export function ScrollArrows({ edges, onStep, previousLabel, nextLabel }: ScrollArrowsProps) {
  const showPrevious = edges.before > SCROLL_RIGHT_ARROW_MIN_REMAINING_PX;
  const showNext = edges.after > SCROLL_RIGHT_ARROW_MIN_REMAINING_PX;
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const focused = useRef<'previous' | 'next' | null>(null);

  useLayoutEffect(() => {
    if (focused.current === 'next' && !showNext) previous.current?.focus();
    if (focused.current === 'previous' && !showPrevious) next.current?.focus();
  }, [showNext, showPrevious]);

  const arrow = (direction: 1 | -1) => {
    const isNext = direction === 1;
    return (
      <Button
        ref={isNext ? next : previous}
        variant="secondary"
        size="icon"
        aria-label={isNext ? nextLabel : previousLabel}
        onClick={() => onStep(direction)}
        onFocus={() => {
          focused.current = isNext ? 'next' : 'previous';
        }}
        onBlur={() => {
          focused.current = null;
        }}
        className="rounded-full"
      >
        {isNext ? <ChevronRight aria-hidden /> : <ChevronLeft aria-hidden />}
      </Button>
    );
  };

  return (
    <div className="flex gap-2">
      {showPrevious ? arrow(-1) : null}
      {showNext ? arrow(1) : null}
    </div>
  );
}
