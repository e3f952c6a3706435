import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './drag-announcements';

const announce = dragAnnouncements([
  { id: 1, title: 'Hero Kid' },
  { id: 2, title: 'Gamer Kid' },
  { id: 3, title: 'VHS Kid' },
]);
const active = { id: 3 } as Active;
const over = (id: number) => ({ id }) as Over;

describe('dragAnnouncements', () => {
  it('speaks titles and positions, not ids', () => {
    expect(announce.onDragStart({ active })).toBe('Picked up VHS Kid. It is in position 3 of 3.');
    expect(announce.onDragOver({ active, over: over(1) })).toBe('VHS Kid was moved into position 1 of 3.');
    expect(announce.onDragEnd({ active, over: over(2) })).toBe('VHS Kid was dropped in position 2 of 3.');
    expect(announce.onDragCancel({ active, over: null })).toBe(
      'Moving was cancelled. VHS Kid stays in position 3 of 3.',
    );
  });

  it('says that a drop outside the list changes nothing', () => {
    expect(announce.onDragEnd({ active, over: null })).toBe(
      'VHS Kid was dropped outside the list. The order is unchanged.',
    );
  });
});
