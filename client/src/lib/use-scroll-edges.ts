import { SCROLL_CHECK_DEBOUNCE_MS } from '@contract/limits';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far a scroll box is from each of its ends along one axis, in px. */
export interface ScrollEdges {
  before: number;
  after: number;
}

/** Both axes: a strip that runs across on a phone and down on a wide screen uses each in turn. */
export interface ScrollBox {
  x: ScrollEdges;
  y: ScrollEdges;
}

const AT_REST: ScrollBox = { x: { before: 0, after: 0 }, y: { before: 0, after: 0 } };

function measure(element: HTMLElement): ScrollBox {
  const edges = (before: number, size: number, total: number) => ({
    before,
    after: Math.max(0, total - size - before),
  });
  return {
    x: edges(element.scrollLeft, element.clientWidth, element.scrollWidth),
    y: edges(element.scrollTop, element.clientHeight, element.scrollHeight),
  };
}

const sameEdges = (a: ScrollEdges, b: ScrollEdges) => a.before === b.before && a.after === b.after;

/**
 * Tracks a scroll box's distance to its start and end, for scroll shadows and arrows.
 * Checks run 16 ms after the last scroll or resize, not on every event. `contentKey` re-checks
 * when the items inside change. A failing check is only logged.
 */
export function useScrollEdges<T extends HTMLElement>(
  contentKey?: unknown,
): [RefObject<T | null>, ScrollBox] {
  const ref = useRef<T>(null);
  const [box, setBox] = useState<ScrollBox>(AT_REST);

  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey is a trigger, not an input
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      try {
        const next = measure(element);
        setBox((current) => (sameEdges(current.x, next.x) && sameEdges(current.y, next.y) ? current : next));
      } catch (error) {
        console.error('Scroll check failed', error);
      }
    };
    const scheduleCheck = () => {
      clearTimeout(timer);
      timer = setTimeout(check, SCROLL_CHECK_DEBOUNCE_MS);
    };
    check();
    element.addEventListener('scroll', scheduleCheck, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(scheduleCheck);
    resize?.observe(element);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scroll', scheduleCheck);
      resize?.disconnect();
    };
  }, [contentKey]);

  return [ref, box];
}
