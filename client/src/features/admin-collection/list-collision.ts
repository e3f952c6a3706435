import { type ClientRect, type CollisionDetection, closestCenter, type Modifier } from '@dnd-kit/core';

const contains = (rect: DOMRect | ClientRect, { x, y }: { x: number; y: number }) =>
  x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;

/**
 * closestCenter always finds some card, even for a pointer far away from the list; but a
 * drop outside the list does nothing. So a pointer outside the list's box means "over nothing".
 * Keyboard drags have no pointer and always stay on the list.
 */
export function collisionWithinList(getList: () => HTMLElement | null): CollisionDetection {
  return (args) => {
    const list = getList();
    const pointer = args.pointerCoordinates;
    if (list && pointer && !contains(list.getBoundingClientRect(), pointer)) return [];
    return closestCenter(args);
  };
}

/** The list is one column: a card only ever moves up or down. */
export const lockToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
