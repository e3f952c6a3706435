import type { Active, ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { collisionWithinList } from './list-collision';

const rect = (top: number): ClientRect => ({
  top,
  left: 0,
  right: 400,
  bottom: top + 100,
  width: 400,
  height: 100,
});

function argsAt(pointer: { x: number; y: number } | null) {
  const droppableRects = new Map([
    [1, rect(0)],
    [2, rect(110)],
  ]);
  const droppableContainers = [1, 2].map(
    (id) => ({ id, data: { current: undefined } }) as unknown as DroppableContainer,
  );
  return {
    active: { id: 1 } as Active,
    collisionRect: rect(120),
    droppableRects,
    droppableContainers,
    pointerCoordinates: pointer,
  };
}

function listElement(bottom: number): HTMLElement {
  const element = document.createElement('ol');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: bottom });
  return element;
}

describe('collisionWithinList', () => {
  const detect = collisionWithinList(() => listElement(210));

  it('finds the closest card while the pointer is over the list', () => {
    expect(detect(argsAt({ x: 200, y: 150 }))[0]?.id).toBe(2);
  });

  it('finds nothing once the pointer leaves the list, so the drop does nothing', () => {
    expect(detect(argsAt({ x: 200, y: 600 }))).toEqual([]);
    expect(detect(argsAt({ x: 900, y: 150 }))).toEqual([]);
  });

  it('always stays on the list for a keyboard drag, which has no pointer', () => {
    expect(detect(argsAt(null))[0]?.id).toBe(2);
  });
});
